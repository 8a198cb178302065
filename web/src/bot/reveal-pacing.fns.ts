/** The spec's typing speed for bot replies (§9). */
export const MS_PER_CHAR = 20;

/**
 * How long the shown text may trail the received text: a backlog is worked off within this time,
 * however fast the stream arrives, so the typing effect never makes a visitor wait for text that
 * is already here.
 */
export const CATCH_UP_MS = 400;

/**
 * How many of `backlog` received-but-hidden characters to reveal after `elapsedMs` since the last
 * tick: the steady 20 ms per character, or a share of the backlog proportional to the elapsed part of
 * CATCH_UP_MS when that is more. Rounding (not flooring) keeps a slightly early timer from stalling.
 */
export function charsToReveal(backlog: number, elapsedMs: number): number {
  if (backlog <= 0 || elapsedMs <= 0) return 0;
  const steady = Math.round(elapsedMs / MS_PER_CHAR);
  const catchUp = Math.floor((backlog * Math.min(elapsedMs, CATCH_UP_MS)) / CATCH_UP_MS);
  return Math.min(backlog, Math.max(steady, catchUp));
}
