import type { Logger } from '@sitesage/logger';
import {
  calendarMonth,
  windowHolds,
  type QuotaWindow,
  type QuotaWindows,
} from '../domain/usage/quota-window.js';

/** What this adapter needs of billing's GetAccount: the owner's current cycle. */
export type CycleSource = (ownerId: string) => Promise<{ cycle_start: string; cycle_end: string }>;

/** A window is asked again after this long, so a renewal or plan change is seen within seconds. */
const keptMs = 10_000;
/** After billing did not answer, its silence is kept this long before asking again. */
const failureKeptMs = 2_000;
const maxOwners = 10_000;

const parsed = (text: string): Date | undefined => {
  const date = new Date(text);
  return text !== '' && Number.isFinite(date.getTime()) ? date : undefined;
};

/**
 * Each owner's quota window from billing (GetAccount's cycle_start/cycle_end), kept per owner for
 * a few seconds and never past the window's own end: a conversation after the renewal is counted
 * in the new cycle even when the cached one was read a moment before. While billing cannot answer,
 * the last window billing gave is used while it lasts, else the calendar month (logged).
 */
export function createBillingQuotaWindows({
  cycleOf,
  log,
  now = () => Date.now(),
}: {
  cycleOf: CycleSource;
  log: Logger;
  now?: () => number;
}): QuotaWindows {
  const kept = new Map<string, { window: QuotaWindow; until: number }>();

  const remember = (ownerId: string, window: QuotaWindow, forMs: number) => {
    kept.delete(ownerId);
    kept.set(ownerId, { window, until: now() + forMs });
    // Map keeps insertion order: the first key is the one kept longest.
    if (kept.size > maxOwners) kept.delete(kept.keys().next().value ?? '');
  };

  return {
    async windowAt(ownerId: string, at: Date): Promise<QuotaWindow> {
      const entry = kept.get(ownerId);
      if (entry && entry.until > now() && windowHolds(entry.window, at)) return entry.window;
      try {
        const cycle = await cycleOf(ownerId);
        const start = parsed(cycle.cycle_start);
        const end = parsed(cycle.cycle_end);
        if (start && end && start < end) {
          const window = { start, end };
          remember(ownerId, window, keptMs);
          // Billing's "now" and this call's `at` may straddle the boundary: then the month stands in
          // until billing's next answer names the new cycle.
          if (windowHolds(window, at)) return window;
        }
      } catch (error) {
        log.warn({ err: error, ownerId }, 'billing did not say the quota window; using the last one known');
        if (entry && windowHolds(entry.window, at)) {
          remember(ownerId, entry.window, failureKeptMs);
          return entry.window;
        }
      }
      return calendarMonth(at);
    },
  };
}
