import { describe, expect, it } from 'vitest';
import { movesForward, planGranted } from './subscription-state.fns.js';

const at = (seconds: number) => new Date(seconds * 1000);

describe('subscription state', () => {
  it('moves forward through the life of a subscription', () => {
    expect(movesForward({ status: 'created', lastEventAt: null }, { status: 'active', at: at(10) })).toBe(
      true,
    );
    expect(movesForward({ status: 'active', lastEventAt: at(10) }, { status: 'cancelled', at: at(20) })).toBe(
      true,
    );
  });

  it('never leaves an ended subscription, whatever arrives late', () => {
    expect(movesForward({ status: 'cancelled', lastEventAt: at(20) }, { status: 'active', at: at(30) })).toBe(
      false,
    );
    expect(movesForward({ status: 'completed', lastEventAt: at(20) }, { status: 'halted', at: at(30) })).toBe(
      false,
    );
  });

  it('within a rank, takes only events no older than the last one applied', () => {
    expect(movesForward({ status: 'halted', lastEventAt: at(20) }, { status: 'active', at: at(10) })).toBe(
      false,
    );
    expect(movesForward({ status: 'pending', lastEventAt: at(20) }, { status: 'active', at: at(25) })).toBe(
      true,
    );
  });

  it('ignores a status it does not know', () => {
    expect(movesForward({ status: 'active', lastEventAt: null }, { status: 'paused-ish', at: at(1) })).toBe(
      false,
    );
  });

  it('grants the paid plan while active or pending, Free once halted or ended, nothing before payment', () => {
    const basic = { planType: 'BASIC', billingCycle: 'MONTHLY' } as const;
    expect(planGranted('active', basic)).toEqual({ plan: 'BASIC', billingCycle: 'MONTHLY' });
    expect(planGranted('pending', basic)).toEqual({ plan: 'BASIC', billingCycle: 'MONTHLY' });
    expect(planGranted('halted', basic)).toEqual({ plan: 'FREE', billingCycle: '' });
    expect(planGranted('cancelled', basic)).toEqual({ plan: 'FREE', billingCycle: '' });
    expect(planGranted('created', basic)).toBeUndefined();
  });
});
