import { describe, expect, it } from 'vitest';
import { questionWithout, speaksPastTheQuestion, termsThePassagesLack } from './unspoken-terms.fns.js';

const sending = {
  url: 'https://docs.test/send',
  title: 'Send Documents',
  header: 'Send a Document',
  content: 'Click Send Document in the editor. Recipients get their signing links by email.',
  after: [
    { header: 'Send a Document › Links', content: 'You can also copy the links and share them over SMS.' },
  ],
};

describe('words of a question that the passages never use', () => {
  it('are the distinctive ones, matched after folding endings', () => {
    expect([...termsThePassagesLack('Can I send documents by fax?', [sending])]).toEqual(['fax']);
    expect([...termsThePassagesLack('can i sign documents offline without internet', [sending])]).toEqual([
      'offlin',
      'without',
      'internet',
    ]);
  });

  it('are taken from the sentences that ask, not from a remark beside them', () => {
    expect([...termsThePassagesLack('how do I send documents? not a coder', [sending])]).toEqual([]);
    expect([...termsThePassagesLack("I'm not a coder. Can I send documents by fax?", [sending])]).toEqual([
      'fax',
    ]);
    expect([...termsThePassagesLack('send documents by fax. not a coder', [sending])]).toEqual(
      expect.arrayContaining(['fax', 'coder']),
    );
  });

  it('count a word found only in a heading, a title or a neighbouring chunk as used', () => {
    expect(termsThePassagesLack('how do I share signing links over sms', [sending]).size).toBe(0);
  });

  it('leave the question readable without them', () => {
    expect(questionWithout('Can I send documents by fax?', new Set(['fax']))).toBe(
      'Can I send documents by ?',
    );
    expect(questionWithout('Faxes: can I send them?', new Set(['fax']))).toBe(': can I send them?');
  });
});

describe('a quote that speaks past the question', () => {
  it('is one that matches the question better without the unused words, by a clear margin', () => {
    expect(speaksPastTheQuestion(0.55, 0.68)).toBe(true);
    expect(speaksPastTheQuestion(0.55, 0.58)).toBe(false);
    expect(speaksPastTheQuestion(0.73, 0.51)).toBe(false);
  });
});
