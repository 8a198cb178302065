import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatInBackground } from './repeat-in-background.js';

describe('repeatInBackground', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once and on each interval, never twice at the same time, and stop waits for the run', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finished = 0;
    let release: () => void = () => undefined;
    const task = () => {
      started += 1;
      return new Promise<void>((resolve) => {
        release = () => {
          finished += 1;
          resolve();
        };
      });
    };
    const loop = repeatInBackground(task, 1_000);
    expect(started).toBe(1);
    // The first run is still going: the next two ticks do not start another.
    await vi.advanceTimersByTimeAsync(2_500);
    expect(started).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);

    const stopped = loop.stop();
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    expect(started).toBe(2);
    release();
    await stopped;
    expect(finished).toBe(2);
  });
});
