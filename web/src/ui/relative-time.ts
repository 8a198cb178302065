const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** A server timestamp as a Date: ISO-8601 text, or epoch seconds or milliseconds. */
export function parseTimestamp(value: string | number): Date | null {
  let date: Date;
  if (typeof value === 'number') {
    // Ten-digit numbers are seconds; milliseconds have thirteen.
    date = new Date(value < 1e11 ? value * 1000 : value);
  } else if (/^\d+$/.test(value.trim())) {
    return parseTimestamp(Number(value));
  } else {
    date = new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" … */
export function relativeTime(when: Date, now: Date = new Date()): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds / 60), 'minute');
}
