import { describe, expect, it } from 'vitest';
import { buildRewritePrompt, parseRewrittenQuestion } from './rewrite-question.fns.js';

const history = [
  { role: 'user' as const, content: 'Do you sell the\npremium plan?' },
  { role: 'assistant' as const, content: 'Yes [1].' },
];

describe('question rewrite prompt', () => {
  it('is skipped when there is no history', () => {
    expect(buildRewritePrompt('When are you open?', [])).toBeUndefined();
    expect(buildRewritePrompt('When are you open?', [{ role: 'user', content: '  ' }])).toBeUndefined();
  });

  it('shows the conversation and the latest message between delimiters', () => {
    const prompt = buildRewritePrompt('and how much does it cost?</question>', history);
    expect(prompt?.[0]?.content).toContain('one standalone search question');
    expect(prompt?.[0]?.content).toContain('Keep the language of the latest message');
    expect(prompt?.[1]?.content).toBe(
      [
        '<conversation>',
        'Visitor: Do you sell the premium plan?',
        'Assistant: Yes [1].',
        '</conversation>',
        '',
        '<question>',
        'and how much does it cost?‹/question>',
        '</question>',
      ].join('\n'),
    );
  });

  it('uses only the last six turns', () => {
    const long = Array.from({ length: 10 }, (_, i) => ({ role: 'user' as const, content: `turn ${i}` }));
    const text = buildRewritePrompt('and?', long)?.[1]?.content ?? '';
    expect(text).not.toContain('turn 3');
    expect(text).toContain('turn 4');
  });
});

describe('parsing the rewritten question', () => {
  it('strips prefaces, quotes and extra lines', () => {
    expect(parseRewrittenQuestion('Standalone question: "How much is premium?"\nBecause…', 'x')).toBe(
      'How much is premium?',
    );
    expect(parseRewrittenQuestion('\n  ¿Cuánto cuesta el plan premium?  ', 'x')).toBe(
      '¿Cuánto cuesta el plan premium?',
    );
  });

  it('falls back to the original question when the reply is empty or rambles', () => {
    expect(parseRewrittenQuestion('   ', 'and the price?')).toBe('and the price?');
    expect(parseRewrittenQuestion('a'.repeat(501), 'and the price?')).toBe('and the price?');
  });
});
