import { describe, expect, it } from 'vitest';
import {
  checkInsightsDays,
  checkTimeZone,
  fillDays,
  fillHours,
  insightsPeriod,
  zonedMidnight,
} from './insights.fns.js';

describe('the insights period', () => {
  it('is today and the days before it, whole, from local midnight up to now', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const week = insightsPeriod(now, 7, 'UTC');
    expect(week.days).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(week.since.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(week.until).toBe(now);
    const month = insightsPeriod(now, 30, 'UTC');
    expect([month.days[0], month.days.at(-1), month.days.length]).toEqual(['2026-10-28', '2026-11-26', 30]);
  });

  it("starts at the owner's own midnight, and 'today' is their date", () => {
    // 20:00 UTC is already the 27th in Kolkata (+05:30) and still the 26th in New York.
    const now = new Date('2026-11-26T20:00:00Z');
    const kolkata = insightsPeriod(now, 7, 'Asia/Kolkata');
    expect([kolkata.days[0], kolkata.days.at(-1)]).toEqual(['2026-11-21', '2026-11-27']);
    expect(kolkata.since.toISOString()).toBe('2026-11-20T18:30:00.000Z');
    const newYork = insightsPeriod(now, 7, 'America/New_York');
    expect(newYork.days.at(-1)).toBe('2026-11-26');
    expect(newYork.since.toISOString()).toBe('2026-11-20T05:00:00.000Z');
  });

  it('finds midnight on either side of a daylight-saving change', () => {
    // New York leaves summer time on 1 November 2026.
    expect(zonedMidnight('2026-10-31', 'America/New_York').toISOString()).toBe('2026-10-31T04:00:00.000Z');
    expect(zonedMidnight('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});

describe('insights requests', () => {
  it('cover 7 or 30 days, naming the field otherwise', () => {
    expect(checkInsightsDays(7)).toBe(7);
    expect(checkInsightsDays(30)).toBe(30);
    for (const days of [0, 14, 31, -7]) {
      expect(() => checkInsightsDays(days)).toThrow(expect.objectContaining({ field: 'days' }));
    }
  });

  it('take a known IANA time zone as named, or UTC for none', () => {
    expect(checkTimeZone('')).toBe('UTC');
    expect(checkTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(checkTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    for (const zone of ['Mars/Olympus', '+05:30', "UTC'; drop table x", 'x'.repeat(80)]) {
      expect(() => checkTimeZone(zone)).toThrow(expect.objectContaining({ field: 'time_zone' }));
    }
  });
});

describe('insights shaping', () => {
  it('gives every day of the period, with zeros where nothing happened', () => {
    const days = fillDays(
      ['2026-11-25', '2026-11-26'],
      [{ day: '2026-11-26', conversations: 3, escalations: 1 }],
      [{ day: '2026-11-25', answered: 2, declined: 1, weak: 1 }],
    );
    expect(days).toEqual([
      { day: '2026-11-25', conversations: 0, escalations: 0, answered: 2, declined: 1, weak: 1 },
      { day: '2026-11-26', conversations: 3, escalations: 1, answered: 0, declined: 0, weak: 0 },
    ]);
  });

  it('gives all 24 hours in order', () => {
    const hours = fillHours([
      { hour: 23, questions: 4 },
      { hour: 0, questions: 1 },
    ]);
    expect(hours).toHaveLength(24);
    expect(hours[0]).toEqual({ hour: 0, questions: 1 });
    expect(hours[23]).toEqual({ hour: 23, questions: 4 });
    expect(hours.slice(1, 23).every((hour) => hour.questions === 0)).toBe(true);
  });
});
