import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

describe('createConcurrencyLimit', () => {
  it('runs at most the limit at once and every call in the end, failures included', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const task = (fail: boolean) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        if (fail) throw new Error('page failed');
        return 'done';
      });
    const results = Promise.allSettled([task(true), task(false), task(false), task(false)]);
    // Let the waiting calls start one by one as earlier ones finish.
    for (let opened = 0; opened < 4;) {
      await new Promise((resolve) => setImmediate(resolve));
      const open = gates.shift();
      if (open) {
        open();
        opened += 1;
      }
    }

    expect((await results).map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(most).toBe(2);
  });
});
