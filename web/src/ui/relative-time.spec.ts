import { describe, expect, it } from 'vitest';
import { parseTimestamp, relativeTime } from './relative-time';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('speaks of recent moments in words', () => {
    expect(relativeTime(ago(10), now)).toBe('just now');
    expect(relativeTime(ago(50), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });
});

describe('parseTimestamp', () => {
  it('reads ISO text and epoch seconds or milliseconds', () => {
    expect(parseTimestamp('2025-06-01T12:00:00Z')?.getTime()).toBe(now.getTime());
    expect(parseTimestamp(now.getTime() / 1000)?.getTime()).toBe(now.getTime());
    expect(parseTimestamp(now.getTime())?.getTime()).toBe(now.getTime());
    expect(parseTimestamp(String(now.getTime() / 1000))?.getTime()).toBe(now.getTime());
  });

  it('gives null for text that is not a time', () => {
    expect(parseTimestamp('soon')).toBeNull();
  });
});
