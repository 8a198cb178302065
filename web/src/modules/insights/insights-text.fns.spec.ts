import { describe, expect, it } from 'vitest';
import { dayLabel, emptyWindowText, hourLabel, insightsTotals } from './insights-text.fns';

describe('insights wording', () => {
  it('adds up the days', () => {
    const day = { day: '2026-11-26', conversations: 2, answered: 3, declined: 1, weak: 1, escalations: 1 };
    expect(insightsTotals([day, { ...day, day: '2026-11-25', weak: 0 }])).toEqual({
      conversations: 4,
      answered: 6,
      declined: 2,
      weak: 1,
      escalations: 2,
    });
    expect(insightsTotals([])).toEqual({
      conversations: 0,
      answered: 0,
      declined: 0,
      weak: 0,
      escalations: 0,
    });
  });

  it('names days as calendar dates and hours as ranges', () => {
    expect(dayLabel('2026-11-26')).toBe('26 Nov');
    expect(dayLabel('2026-11-26', 'long')).toBe('Thu 26 November');
    expect(hourLabel(9)).toBe('09:00–10:00');
    expect(hourLabel(23)).toBe('23:00–00:00');
    expect(emptyWindowText(30)).toBe('No conversations in the last 30 days');
  });
});
