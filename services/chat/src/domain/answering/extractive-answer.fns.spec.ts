import { describe, expect, it } from 'vitest';
import { composeExtractiveAnswer, maxQuotedLength, noMatchAnswer } from './extractive-answer.fns.js';

const shipping = {
  url: 'https://shop.example/shipping',
  title: 'Shipping',
  score: 0.9,
  content: [
    '# Shipping',
    'We ship to every address in the EU and the UK. Standard shipping takes 3–5 business days, e.g. ' +
      'an order placed on Monday usually arrives by Friday.',
    'Express shipping costs €9.50 and arrives the next business day.',
  ].join('\n'),
};
const returns = {
  url: 'https://shop.example/returns',
  title: 'Returns and refunds',
  score: 0.7,
  content: [
    '## How do I return an item?',
    'Send it back within **30 days** using the [prepaid label](https://shop.example/label).',
    '',
    'Refunds are issued to the original payment method within 5 days of receiving the parcel.',
  ].join('\n'),
};
const tents = {
  url: 'https://shop.example/tents',
  title: 'Tents',
  score: 0.5,
  content: [
    'Our tents are tested in the Alps.',
    '- The Trailhead 2 weighs 2.5 kg and sleeps two people.',
    '- The Basecamp 4 sleeps four people and has two porches.',
  ].join('\n'),
};
const passages = [shipping, returns, tents];

describe('the built-in extractive answerer', () => {
  it('quotes the sentence that answers the question and cites only its page', () => {
    const reply = composeExtractiveAnswer('How much does express shipping cost?', passages);
    expect(reply.matched).toBe(true);
    expect(reply.answer).toContain('Express shipping costs €9.50 and arrives the next business day.');
    expect(reply.answer).not.toContain('Refunds');
    expect(reply.sources).toEqual([{ url: shipping.url, title: 'Shipping' }]);
  });

  it('keeps abbreviations and decimals inside their sentence', () => {
    const reply = composeExtractiveAnswer('How long does standard shipping take?', passages, {
      maxSentences: 1,
    });
    expect(reply.answer).toBe(
      'Standard shipping takes 3–5 business days, e.g. an order placed on Monday usually arrives by Friday.',
    );
    const tent = composeExtractiveAnswer('How heavy is the Trailhead tent in kg?', passages, {
      maxSentences: 1,
    });
    expect(tent.answer).toBe('The Trailhead 2 weighs 2.5 kg and sleeps two people.');
    expect(tent.sources).toEqual([{ url: tents.url, title: 'Tents' }]);
  });

  it('answers an FAQ heading with the text under it, stripped of Markdown, never with the question', () => {
    const reply = composeExtractiveAnswer('How do I return an item?', passages);
    expect(reply.matched).toBe(true);
    expect(reply.answer).toContain('Send it back within 30 days using the prepaid label.');
    expect(reply.answer).not.toMatch(/[*[\]#]|https?:/);
    expect(reply.answer).not.toContain('How do I return an item?');
    expect(reply.sources).toEqual([{ url: returns.url, title: 'Returns and refunds' }]);
  });

  it('folds plurals and verb endings, and quotes in reading order from several pages', () => {
    const reply = composeExtractiveAnswer('Refund when returning tents?', passages);
    expect(reply.matched).toBe(true);
    expect(reply.answer.indexOf('Refunds are issued')).toBeGreaterThanOrEqual(0);
    expect(reply.sources.map((s) => s.url)).toContain(returns.url);
    const order = reply.sources.map((s) => passages.findIndex((p) => p.url === s.url));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says plainly that nothing matched, with no sources, for an unrelated question', () => {
    for (const question of ['What is the capital of Australia?', 'hello', '   ']) {
      expect(composeExtractiveAnswer(question, passages)).toEqual({
        answer: noMatchAnswer,
        sources: [],
        matched: false,
      });
    }
    expect(composeExtractiveAnswer('Do you ship to Canada?', [])).toMatchObject({ matched: false });
  });

  it('answers from the FAQ entry that names the rare word, not from sentences merely on the topic', () => {
    const faq = {
      url: 'https://shop.example/faq',
      title: 'Shipping FAQ',
      score: 1,
      content: [
        'We ship to every address in the EU. Standard shipping takes 3–5 business days.',
        'Express shipping is available too.',
        '### Do you ship to Canada?',
        'No, we currently only deliver within Europe.',
      ].join('\n'),
    };
    const reply = composeExtractiveAnswer('Do you ship to Canada?', [faq]);
    expect(reply.answer).toBe('No, we currently only deliver within Europe.');
  });

  it('prefers the better-ranked page when two pages say the same', () => {
    const copy = { ...shipping, url: 'https://shop.example/faq', title: 'FAQ', score: 0.2 };
    const reply = composeExtractiveAnswer('express shipping cost', [copy, shipping], { maxSentences: 1 });
    expect(reply.sources).toEqual([{ url: shipping.url, title: 'Shipping' }]);
  });

  it('matches accented Latin and Cyrillic words', () => {
    const multilingual = [
      {
        url: 'https://shop.example/fr',
        title: 'Livraison',
        score: 1,
        content: 'La livraison express coûte 9 €.',
      },
      {
        url: 'https://shop.example/de',
        title: 'Rückgabe',
        score: 1,
        content: 'Rücksendungen sind 30 Tage kostenlos.',
      },
      {
        url: 'https://shop.example/ru',
        title: 'Доставка',
        score: 1,
        content: 'Доставка по Москве занимает один день.',
      },
    ];
    expect(composeExtractiveAnswer('Combien coûte la livraison ?', multilingual).sources[0]?.url).toBe(
      'https://shop.example/fr',
    );
    expect(composeExtractiveAnswer('Sind Rücksendungen kostenlos?', multilingual).answer).toBe(
      'Rücksendungen sind 30 Tage kostenlos.',
    );
    const ru = composeExtractiveAnswer('Сколько занимает доставка по Москве?', multilingual);
    expect(ru.answer).toBe('Доставка по Москве занимает один день.');
  });

  it('bounds the answer: at most maxSentences, each quoted sentence cut short', () => {
    const long = {
      url: 'https://shop.example/long',
      title: 'Warranty',
      score: 1,
      content: `The warranty ${'covers every part of the tent including '.repeat(20)}poles.`,
    };
    const reply = composeExtractiveAnswer('What does the warranty cover?', [long]);
    expect(Array.from(reply.answer).length).toBeLessThanOrEqual(maxQuotedLength + 1);
    expect(reply.answer).toMatch(/…\.?$/);
    const few = composeExtractiveAnswer('shipping', passages, { maxSentences: 2 });
    expect(few.answer.split(/(?<=\.) (?=[A-Z])/)).toHaveLength(2);
  });
});
