import { describe, expect, it } from 'vitest';
import { createLogger } from '@sitesage/logger';
import { createBillingQuotaWindows, type CycleSource } from './billing-quota-windows.js';

const log = createLogger({ service: 'chat-test', level: 'silent' });

const november = { cycle_start: '2026-11-14T09:30:00.000Z', cycle_end: '2026-12-14T09:30:00.000Z' };
const december = { cycle_start: '2026-12-14T09:30:00.000Z', cycle_end: '2027-01-14T09:30:00.000Z' };
const at = (iso: string) => new Date(iso);

/** A billing stand-in answering from `answers` in turn (an Error is thrown), counting calls. */
function billing(...answers: Array<{ cycle_start: string; cycle_end: string } | Error>) {
  let calls = 0;
  const cycleOf: CycleSource = () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return answer instanceof Error || answer === undefined
      ? Promise.reject(answer ?? new Error('no answer'))
      : Promise.resolve(answer);
  };
  return { cycleOf, calls: () => calls };
}

const windowJson = (window: { start: Date; end: Date }) => ({
  start: window.start.toISOString(),
  end: window.end.toISOString(),
});

describe("billing's quota windows, as chat reads them", () => {
  it('gives the subscription period billing names, and asks billing once while it is kept', async () => {
    const source = billing(november);
    const windows = createBillingQuotaWindows({ cycleOf: source.cycleOf, log, now: () => 0 });
    const first = await windows.windowAt('owner-1', at('2026-11-20T00:00:00Z'));
    await windows.windowAt('owner-1', at('2026-11-21T00:00:00Z'));
    expect(windowJson(first)).toEqual({ start: november.cycle_start, end: november.cycle_end });
    expect(source.calls()).toBe(1);
  });

  it('asks again at once when the kept cycle has ended, even within the keeping time', async () => {
    const source = billing(november, december);
    const windows = createBillingQuotaWindows({ cycleOf: source.cycleOf, log, now: () => 0 });
    await windows.windowAt('owner-1', at('2026-12-14T09:29:59Z'));
    const after = await windows.windowAt('owner-1', at('2026-12-14T09:30:01Z'));
    expect(windowJson(after)).toEqual({ start: december.cycle_start, end: december.cycle_end });
    expect(source.calls()).toBe(2);
  });

  it('keeps using the last cycle billing gave while billing does not answer, then the calendar month', async () => {
    let clock = 0;
    const source = billing(november, new Error('billing is down'));
    const windows = createBillingQuotaWindows({ cycleOf: source.cycleOf, log, now: () => clock });
    await windows.windowAt('owner-1', at('2026-11-20T00:00:00Z'));
    clock = 60_000; // long after the keeping time: billing is asked again and fails
    const during = await windows.windowAt('owner-1', at('2026-11-20T00:01:00Z'));
    expect(windowJson(during)).toEqual({ start: november.cycle_start, end: november.cycle_end });
    const afterItEnded = await windows.windowAt('owner-1', at('2026-12-20T00:00:00Z'));
    expect(windowJson(afterItEnded)).toEqual({
      start: '2026-12-01T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
  });

  it('takes the calendar month for an owner billing never answered about', async () => {
    const windows = createBillingQuotaWindows({
      cycleOf: billing(new Error('billing is down')).cycleOf,
      log,
      now: () => 0,
    });
    expect(windowJson(await windows.windowAt('owner-2', at('2026-11-26T10:00:00Z')))).toEqual({
      start: '2026-11-01T00:00:00.000Z',
      end: '2026-12-01T00:00:00.000Z',
    });
  });
});
