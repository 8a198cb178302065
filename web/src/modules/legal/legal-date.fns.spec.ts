import { describe, expect, it } from 'vitest';
import { readableDate } from './legal-date.fns';

describe('readableDate', () => {
  it('writes the day, month name and year, the same in every time zone', () => {
    expect(readableDate('2026-11-22')).toBe('22 November 2026');
    expect(readableDate('2027-01-01')).toBe('1 January 2027');
  });
});
