import { describe, expect, it } from 'vitest';
import { planRowState } from './plan-actions.fns';
import { testCatalogue } from './test-catalogue';

const rows = (current: string, options?: { cancelScheduled?: boolean }) => {
  const owned = testCatalogue.data.find((plan) => plan.plan_type === current);
  return Object.fromEntries(
    testCatalogue.data.map((plan) => [plan.plan_type, planRowState(plan, owned, options)]),
  );
};

describe('planRowState', () => {
  it('on Free: Current Plan on Free with no cancel, Upgrade on Basic and Pro, Contact Us on Enterprise', () => {
    expect(rows('FREE')).toEqual({
      FREE: { current: true, action: 'none' },
      BASIC: { current: false, action: 'upgrade' },
      PRO: { current: false, action: 'upgrade' },
      ENTERPRISE: { current: false, action: 'contact' },
    });
  });

  it('on Basic: nothing below, Cancel Plan on Basic, Upgrade only on Pro', () => {
    expect(rows('BASIC')).toEqual({
      FREE: { current: false, action: 'none' },
      BASIC: { current: true, action: 'cancel' },
      PRO: { current: false, action: 'upgrade' },
      ENTERPRISE: { current: false, action: 'contact' },
    });
  });

  it('on Pro: Upgrade nowhere, Cancel Plan on Pro', () => {
    expect(rows('PRO')).toEqual({
      FREE: { current: false, action: 'none' },
      BASIC: { current: false, action: 'none' },
      PRO: { current: true, action: 'cancel' },
      ENTERPRISE: { current: false, action: 'contact' },
    });
  });

  it('on Enterprise: only Cancel Plan on Enterprise itself', () => {
    expect(rows('ENTERPRISE')).toEqual({
      FREE: { current: false, action: 'none' },
      BASIC: { current: false, action: 'none' },
      PRO: { current: false, action: 'none' },
      ENTERPRISE: { current: true, action: 'cancel' },
    });
  });

  it('offers no second cancel once the plan is cancelled at the end of its cycle', () => {
    expect(rows('BASIC', { cancelScheduled: true }).BASIC).toEqual({ current: true, action: 'none' });
    expect(rows('BASIC', { cancelScheduled: true }).PRO).toEqual({ current: false, action: 'upgrade' });
  });

  it('ranks a plan missing from the catalogue lowest: Upgrade on every paid plan, no badge', () => {
    expect(rows('GOLD')).toEqual({
      FREE: { current: false, action: 'none' },
      BASIC: { current: false, action: 'upgrade' },
      PRO: { current: false, action: 'upgrade' },
      ENTERPRISE: { current: false, action: 'contact' },
    });
  });
});
