import { describe, expect, it } from 'vitest';
import { CATCH_UP_MS, charsToReveal, MS_PER_CHAR } from './reveal-pacing.fns';

describe('charsToReveal', () => {
  it('types a short reply at 20 ms per character', () => {
    expect(charsToReveal(10, MS_PER_CHAR)).toBe(1);
    expect(charsToReveal(10, 3 * MS_PER_CHAR)).toBe(3);
  });

  it('reveals nothing without a backlog or without time passing, and never more than the backlog', () => {
    expect(charsToReveal(0, 100)).toBe(0);
    expect(charsToReveal(5, 0)).toBe(0);
    expect(charsToReveal(5, 10_000)).toBe(5);
  });

  it('speeds up when the backlog grows, and shows everything once the catch-up time has passed', () => {
    expect(charsToReveal(1000, MS_PER_CHAR)).toBeGreaterThan(1);
    expect(charsToReveal(1000, CATCH_UP_MS)).toBe(1000);
  });

  it('keeps the shown text within a moment of a fast stream (300 chars/s, ticks of 20 ms)', () => {
    let received = 0;
    let shown = 0;
    let worstLag = 0;
    for (let tick = 0; tick < 500; tick += 1) {
      received += 6;
      shown += charsToReveal(received - shown, MS_PER_CHAR);
      worstLag = Math.max(worstLag, received - shown);
    }
    // At most about CATCH_UP_MS of stream (120 chars) hidden at any time.
    expect(worstLag).toBeLessThanOrEqual((300 * CATCH_UP_MS) / 1000);
  });

  it('finishes the tail of a long finished reply quickly rather than at 20 ms per character', () => {
    let backlog = 2000;
    let ticks = 0;
    while (backlog > 0) {
      backlog -= charsToReveal(backlog, MS_PER_CHAR);
      ticks += 1;
    }
    // 2000 characters at 20 ms each would be 2000 ticks.
    expect(ticks).toBeLessThan(200);
  });
});
