import { describe, expect, it } from 'vitest';
import { nextSyncAt, syncIntervalMs, syncOffsetMs } from './sync-schedule.fns.js';

const day = 24 * 60 * 60_000;
const from = new Date('2026-11-26T11:00:00Z');

describe('sync schedule', () => {
  it('follows the plan: FREE by hand only, BASIC monthly, PRO weekly, ENTERPRISE daily', () => {
    expect(syncIntervalMs('FREE')).toBeUndefined();
    expect(syncIntervalMs('unknown')).toBeUndefined();
    expect(syncIntervalMs('BASIC')).toBe(30 * day);
    expect(syncIntervalMs('pro')).toBe(7 * day);
    expect(syncIntervalMs('ENTERPRISE')).toBe(day);
    expect(nextSyncAt('a', 'FREE', from)).toBeUndefined();
  });

  it('puts the next sync between half and one and a half intervals away, on the set’s own slot', () => {
    for (const plan of ['BASIC', 'PRO', 'ENTERPRISE']) {
      const interval = syncIntervalMs(plan) ?? 0;
      const next = nextSyncAt('set-1', plan, from)?.getTime() ?? 0;
      expect(next - from.getTime()).toBeGreaterThanOrEqual(interval / 2);
      expect(next - from.getTime()).toBeLessThanOrEqual(interval * 1.5);
      expect(next % interval).toBe(syncOffsetMs('set-1', interval));
      // The following run keeps the slot: one interval later.
      expect(nextSyncAt('set-1', plan, new Date(next))?.getTime()).toBe(next + interval);
    }
  });

  it('spreads sets created in the same minute over the day instead of one minute', () => {
    const minutes = new Set(
      Array.from({ length: 200 }, (_, i) =>
        Math.floor((nextSyncAt(`set-${String(i)}`, 'ENTERPRISE', from)?.getTime() ?? 0) / 60_000),
      ),
    );
    expect(minutes.size).toBeGreaterThan(180);
  });
});
