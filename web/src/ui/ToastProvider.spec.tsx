// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          toast.success('Saved!');
        }}
      >
        succeed
      </button>
      <button
        type="button"
        onClick={() => {
          toast.error('Broken!');
        }}
      >
        fail
      </button>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announce themselves politely and disappear after 5 s', () => {
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved!');
    expect(toast.className).toContain('alert-success');

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('each keep their own 5 s, and can be dismissed early', () => {
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Saved!', 'Broken!']);
    expect(screen.getAllByRole('status')[1]?.className).toContain('alert-error');

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Broken!']);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
