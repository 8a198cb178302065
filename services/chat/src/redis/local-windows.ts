import type { WindowCount } from '../domain/limits/window-counter.port.js';

/** Keys kept before expired windows are swept; a sweep is one pass over the map. */
const sweepAbove = 10_000;

/**
 * Fixed windows counted in this process's memory: the floor the message budgets fall back to while
 * Redis cannot be reached, so the limits still hold per process rather than not at all.
 */
export function createLocalWindows(now: () => number = Date.now) {
  const windows = new Map<string, { used: number; endsAt: number }>();

  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Still too many live keys (a flood of addresses): forget the oldest, as Redis would lose
    // them on a restart; the per-agent keys are few and refreshed constantly.
    for (const key of windows.keys()) {
      if (windows.size <= sweepAbove) break;
      windows.delete(key);
    }
  };

  return {
    /** Counts one more in the key's current window, opening one of `windowMs` when none is. */
    count(key: string, windowMs: number): WindowCount {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (windows.size >= sweepAbove) sweep(at);
        window = { used: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.used += 1;
      return { used: window.used, remainingMs: window.endsAt - at };
    },
  };
}
