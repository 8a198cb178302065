import { describe, expect, it } from 'vitest';
import { createResetBudget } from './reset-budget.js';

describe('reset budget', () => {
  it('allows a burst, then refills at its rate and never beyond the burst', () => {
    let clock = 0;
    const budget = createResetBudget({ burst: 3, perSecond: 2, now: () => clock });
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    clock = 500; // half a second: one more
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    clock = 60_000; // a long quiet spell refills up to the burst only
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
