/** The longest wait between two tries of one e-mail. */
export const maxMailRetryDelayMs = 60 * 60_000;

/**
 * The wait before the next try of an e-mail that could not be handed to the SMTP server: the base
 * delay, doubled after each failed try, never more than an hour (so a server back after a long
 * outage is tried again within the hour).
 */
export function mailRetryDelayMs(attemptsMade: number, baseMs: number): number {
  const doublings = Math.max(0, Math.min(attemptsMade - 1, 30));
  return Math.min(baseMs * 2 ** doublings, maxMailRetryDelayMs);
}
