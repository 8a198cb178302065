import { describe, expect, it } from 'vitest';
import { planChanged, planSnapshot, type PlanSnapshot } from './plan-poll.fns';

const free: PlanSnapshot = { plan: 'FREE', account_type: 'FREE', billing_cycle: '' };

describe('planChanged (when the plan poll stops)', () => {
  it('keeps polling while billing has not moved the user', () => {
    expect(planChanged(free, { ...free })).toBe(false);
  });

  it('stops when account_type changes', () => {
    expect(planChanged(free, { ...free, account_type: 'BASIC' })).toBe(true);
  });

  it('stops when billing_cycle changes, e.g. Basic monthly to Basic yearly', () => {
    const monthly: PlanSnapshot = { plan: 'BASIC', account_type: 'BASIC', billing_cycle: 'MONTHLY' };
    expect(planChanged(monthly, { ...monthly, billing_cycle: 'YEARLY' })).toBe(true);
  });

  it('stops when the plan itself changes', () => {
    expect(planChanged(free, { ...free, plan: 'PRO' })).toBe(true);
  });

  it('compares only the plan fields of the user', () => {
    const user = { ...free, full_name: 'Asha', avatar: '' };
    expect(planSnapshot(user)).toEqual(free);
  });
});
