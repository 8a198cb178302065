import { AppError } from '@sitesage/errors';

/** The windows an owner can look back over. */
export const insightsDays = [7, 30] as const;
export type InsightsDays = (typeof insightsDays)[number];
/** Top questions shown, and how many of the window's latest questions they are grouped from (GroupTexts' limit). */
export const topQuestionsShown = 10;
export const maxGroupedQuestions = 500;

const dayMs = 86_400_000;
/** An IANA zone name: letters first (so no "+05:30", which Postgres reads with the sign reversed). */
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

export function checkInsightsDays(days: number): InsightsDays {
  const allowed = insightsDays.find((candidate) => candidate === days);
  if (allowed === undefined) throw AppError.invalid('days', 'Insights cover the last 7 or 30 days');
  return allowed;
}

/** The owner's time zone, checked against the zones the runtime knows; '' is UTC. */
export function checkTimeZone(timeZone: string): string {
  if (timeZone === '') return 'UTC';
  if (timeZone.length <= 64 && zoneName.test(timeZone)) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      // As the owner's browser named it (the runtime may know it by another alias).
      return timeZone;
    } catch {
      // An unknown zone: refused below.
    }
  }
  throw AppError.invalid('time_zone', `Unknown time zone '${timeZone.slice(0, 64)}'`);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local date begins in a zone (its midnight; asked twice, so a DST change that day is met). */
export function zonedMidnight(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  return new Date(utcMidnight - zoneOffsetMs(new Date(guess), timeZone));
}

/** The days before or after a calendar date. */
function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * dayMs).toISOString().slice(0, 10);
}

export type InsightsPeriod = { days: string[]; since: Date; until: Date; timeZone: string };

/**
 * The last `days` local calendar days, today included: the window runs from the first day's
 * local midnight up to now, so "last 7 days" is today and the six days before, whole.
 */
export function insightsPeriod(now: Date, days: InsightsDays, timeZone: string): InsightsPeriod {
  const today = localDate(now, timeZone);
  const dayList = Array.from({ length: days }, (_, index) => shiftDay(today, index - days + 1));
  return { days: dayList, since: zonedMidnight(dayList[0] ?? today, timeZone), until: now, timeZone };
}

export type InsightsDayCounts = {
  day: string;
  conversations: number;
  answered: number;
  declined: number;
  weak: number;
  escalations: number;
};

/** Every day of the period, oldest first, with the counts the database found and zeros elsewhere. */
export function fillDays(
  days: readonly string[],
  conversations: ReadonlyArray<{ day: string; conversations: number; escalations: number }>,
  replies: ReadonlyArray<{ day: string; answered: number; declined: number; weak: number }>,
): InsightsDayCounts[] {
  return days.map((day) => {
    const started = conversations.find((row) => row.day === day);
    const replied = replies.find((row) => row.day === day);
    return {
      day,
      conversations: started?.conversations ?? 0,
      escalations: started?.escalations ?? 0,
      answered: replied?.answered ?? 0,
      declined: replied?.declined ?? 0,
      weak: replied?.weak ?? 0,
    };
  });
}

/** All 24 hours of the day, 0 first, with zeros where nobody asked. */
export function fillHours(rows: ReadonlyArray<{ hour: number; questions: number }>) {
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    questions: rows.find((row) => row.hour === hour)?.questions ?? 0,
  }));
}
