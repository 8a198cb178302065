import { parseTimestamp, relativeTime } from './relative-time';

/** A server timestamp as relative time ('5 minutes ago'), the exact moment in its tooltip. */
export function When({ timestamp, now }: { timestamp: string | number; now: Date }) {
  const date = parseTimestamp(timestamp);
  if (date === null) return <span>—</span>;
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {relativeTime(date, now)}
    </time>
  );
}
