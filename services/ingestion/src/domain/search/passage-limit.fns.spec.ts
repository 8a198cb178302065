import { describe, expect, it } from 'vitest';
import { defaultPassageLimit, maxPassageLimit, passageLimit } from './passage-limit.fns.js';

describe('passageLimit', () => {
  it('uses the default when the caller did not say (proto3 sends 0)', () => {
    expect(passageLimit(0)).toBe(defaultPassageLimit);
    expect(passageLimit(undefined)).toBe(defaultPassageLimit);
    expect(passageLimit(-3)).toBe(defaultPassageLimit);
    expect(passageLimit(Number.NaN)).toBe(defaultPassageLimit);
  });

  it('keeps a sensible request and clamps a greedy one', () => {
    expect(passageLimit(1)).toBe(1);
    expect(passageLimit(12)).toBe(12);
    expect(passageLimit(2.7)).toBe(2);
    expect(passageLimit(500)).toBe(maxPassageLimit);
  });
});
