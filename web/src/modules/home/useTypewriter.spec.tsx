// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { Typewriter } from './Typewriter';

cleanUpAfterEachTest();

function typed(): string {
  return screen.getByTestId('typewriter').textContent;
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('typewriter in the page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('types Smart AI Chatbot one letter every 100 ms', () => {
    render(<Typewriter paused={false} />);
    expect(typed()).toBe('');
    wait(100);
    expect(typed()).toBe('S');
    wait(100);
    expect(typed()).toBe('Sm');
    wait(300);
    expect(typed()).toBe('Smart');
    wait(1100);
    expect(typed()).toBe('Smart AI Chatbot');
  });

  it('keeps the full title for two seconds, deletes it, then types the next one', () => {
    render(<Typewriter paused={false} />);
    wait(1600);
    wait(1999);
    expect(typed()).toBe('Smart AI Chatbot');
    wait(1);
    expect(typed()).toBe('Smart AI Chatbo');
    wait(50 * 15);
    expect(typed()).toBe('');
    wait(499);
    expect(typed()).toBe('');
    wait(1);
    expect(typed()).toBe('2');
    wait(100 * 16);
    expect(typed()).toBe('24/7 AI Assistant');
  });

  it('shows the first title complete and still when paused for reduced motion', () => {
    render(<Typewriter paused />);
    expect(typed()).toBe('Smart AI Chatbot');
    wait(60_000);
    expect(typed()).toBe('Smart AI Chatbot');
  });

  it('is hidden from screen readers', () => {
    render(<Typewriter paused={false} />);
    expect(screen.getByTestId('typewriter').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
