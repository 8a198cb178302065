/**
 * The window an owner's conversations are counted in: the paid subscription's billing cycle, or
 * the calendar month (UTC) on Free. Billing decides it; chat only reads it (QuotaWindows).
 */
export type QuotaWindow = { start: Date; end: Date };

/** Where chat learns an owner's window at a given moment (billing, through a cache). */
export type QuotaWindows = { windowAt(ownerId: string, at: Date): Promise<QuotaWindow> };

/** The calendar month (UTC) of `at`: a Free owner's window, and the one used when billing cannot say. */
export function calendarMonth(at: Date): QuotaWindow {
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

export const windowHolds = (window: QuotaWindow, at: Date): boolean =>
  window.start.getTime() <= at.getTime() && at.getTime() < window.end.getTime();

/** Seconds from `at` until the window ends and the owner's conversations start again. */
export function secondsUntilWindowEnds(window: QuotaWindow, at: Date): number {
  return Math.max(1, Math.ceil((window.end.getTime() - at.getTime()) / 1000));
}
