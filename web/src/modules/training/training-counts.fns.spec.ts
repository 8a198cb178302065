import { describe, expect, it } from 'vitest';
import { learnedText } from './training-counts.fns';

describe('learnedText', () => {
  it('says how many pages were learned and, when any, how many failed', () => {
    expect(learnedText({ learned: 162, failed: 99 })).toBe('162 pages learned · 99 failed');
    expect(learnedText({ learned: 1, failed: 0 })).toBe('1 page learned');
    expect(learnedText({ learned: 0, failed: 3 })).toBe('0 pages learned · 3 failed');
  });
});
