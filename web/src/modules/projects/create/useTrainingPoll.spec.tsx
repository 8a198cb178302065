// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELAY_NOTICE_MS, POLL_INTERVAL_MS, useTrainingPoll, type TrainingCheck } from './useTrainingPoll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the check's promise settle inside act. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useTrainingPoll', () => {
  it('does nothing without a check', async () => {
    const { result } = renderHook(() => useTrainingPoll(null));
    await advance(DELAY_NOTICE_MS * 2);
    expect(result.current).toEqual({ done: false, delayed: false });
  });

  it('checks at once, then every 5 s, and stops when training is done', async () => {
    const answers: ('pending' | 'done')[] = ['pending', 'pending', 'done'];
    const check = vi.fn<TrainingCheck>(async () => answers.shift() ?? 'done');
    const { result } = renderHook(() => useTrainingPoll(check));

    await advance(0);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(POLL_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.done).toBe(false);
    await advance(POLL_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(3);
    expect(result.current.done).toBe(true);

    await advance(POLL_INTERVAL_MS * 5);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('retries after a failed check', async () => {
    const check = vi
      .fn<TrainingCheck>()
      .mockRejectedValueOnce(new Error('502'))
      .mockResolvedValueOnce('done');
    const { result } = renderHook(() => useTrainingPoll(check));

    await advance(0);
    expect(result.current.done).toBe(false);
    await advance(POLL_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.done).toBe(true);
  });

  it('shows the delay notice after 60 s of training, and only then', async () => {
    const check = vi.fn<TrainingCheck>(async () => 'pending');
    const { result } = renderHook(() => useTrainingPoll(check));

    await advance(DELAY_NOTICE_MS - 1);
    expect(result.current.delayed).toBe(false);
    await advance(1);
    expect(result.current.delayed).toBe(true);
  });

  it('never shows the delay notice when training finishes in time', async () => {
    const check = vi.fn<TrainingCheck>(async () => 'done');
    const { result } = renderHook(() => useTrainingPoll(check));
    await advance(DELAY_NOTICE_MS * 2);
    expect(result.current).toEqual({ done: true, delayed: false });
  });

  it('stops asking once unmounted', async () => {
    const check = vi.fn<TrainingCheck>(async () => 'pending');
    const { unmount } = renderHook(() => useTrainingPoll(check));
    await advance(0);
    unmount();
    await advance(POLL_INTERVAL_MS * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
