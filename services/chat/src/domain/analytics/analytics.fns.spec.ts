import { describe, expect, it } from 'vitest';
import { activityAction, maxProjectIds, requestedProjectIds, shortenMessage } from './analytics.fns.js';

describe('recent activity messages', () => {
  it('are kept whole up to 120 characters, on one line', () => {
    expect(shortenMessage('  What are your\n opening\thours? ')).toBe('What are your opening hours?');
    const exact = 'x'.repeat(120);
    expect(shortenMessage(exact)).toBe(exact);
  });

  it('are cut to 120 characters, ellipsis included', () => {
    const long = 'a'.repeat(130);
    const short = shortenMessage(long);
    expect(Array.from(short)).toHaveLength(120);
    expect(short).toBe(`${'a'.repeat(119)}…`);
  });

  it('never split an emoji or leave a space before the ellipsis', () => {
    const emoji = '😀'.repeat(130);
    const short = shortenMessage(emoji);
    expect(short).toBe(`${'😀'.repeat(119)}…`);
    expect(shortenMessage(`${'a'.repeat(118)} bcdef`)).toBe(`${'a'.repeat(118)}…`);
  });

  it('say whether the question was answered, declined or needs the owner', () => {
    const question = { answered: true, declined: false, escalated: false };
    expect(activityAction(question)).toBe('Answered');
    expect(activityAction({ ...question, answered: false })).toBe('Question asked');
    expect(activityAction({ ...question, declined: true })).toBe('Declined');
    expect(activityAction({ ...question, declined: true, escalated: true })).toBe('Needs attention');
  });
});

describe('requested project ids', () => {
  it('are deduplicated in the order given', () => {
    expect(requestedProjectIds(['b', 'a', 'b'])).toEqual(['b', 'a']);
    expect(requestedProjectIds([])).toEqual([]);
  });

  it('are refused beyond the limit, naming the field', () => {
    const many = Array.from({ length: maxProjectIds + 1 }, (_, i) => `p${i}`);
    expect(() => requestedProjectIds(many)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', field: 'project_ids' }),
    );
    expect(requestedProjectIds(many.slice(1))).toHaveLength(maxProjectIds);
  });
});
