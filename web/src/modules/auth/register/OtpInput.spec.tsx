// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

afterEach(cleanup);

const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`);
const values = () => [1, 2, 3, 4].map((n) => box(n).value).join('|');

describe('OtpInput', () => {
  it('starts in the first of four numeric boxes', () => {
    render(<OtpInput onComplete={vi.fn()} />);

    expect(document.activeElement).toBe(box(1));
    expect(box(4).getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByLabelText('Digit 5')).toBeNull();
  });

  it('moves to the next box after each digit', () => {
    render(<OtpInput onComplete={vi.fn()} />);

    fireEvent.change(box(1), { target: { value: '7' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: '3' } });
    expect(document.activeElement).toBe(box(3));
    expect(values()).toBe('7|3||');
  });

  it('ignores anything that is not a digit', () => {
    render(<OtpInput onComplete={vi.fn()} />);

    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
  });

  it('goes back and clears the previous digit on Backspace in an empty box', () => {
    render(<OtpInput onComplete={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: '7' } });
    fireEvent.change(box(2), { target: { value: '3' } });

    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('7|||');

    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    expect(values()).toBe('|||');
  });

  it('submits the code as soon as the last box is filled, once', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);

    ['1', '2', '3'].forEach((digit, i) => {
      fireEvent.change(box(i + 1), { target: { value: digit } });
    });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(4), { target: { value: '4' } });

    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('replaces a digit when typing into a box that already holds one', () => {
    render(<OtpInput onComplete={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: '1' } });

    fireEvent.change(box(1), { target: { value: '19' } });
    expect(values()).toBe('9|||');
  });

  it('fills every box from a pasted code and submits it', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);

    fireEvent.paste(box(2), { clipboardData: { getData: () => ' 56-78 ' } });

    expect(values()).toBe('5|6|7|8');
    expect(onComplete).toHaveBeenCalledWith('5678');
  });

  it('fills the whole code when a phone autofills it into the first box', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);

    fireEvent.change(box(1), { target: { value: '4321' } });

    expect(values()).toBe('4|3|2|1');
    expect(onComplete).toHaveBeenCalledWith('4321');
  });
});
