import { describe, expect, it } from 'vitest';
import { messageSentences } from './message-sentences.fns.js';

describe("a visitor's message, sentence by sentence", () => {
  it('ends a sentence at a mark followed by a space, capital or not, and keeps the mark', () => {
    expect(
      messageSentences('whats the easiest way to get plausible on my wordpress site? not a coder'),
    ).toEqual(['whats the easiest way to get plausible on my wordpress site?', 'not a coder']);
    expect(messageSentences("I'm not a coder. ¿Can I send documents by fax?!")).toEqual([
      "I'm not a coder.",
      'Can I send documents by fax?!',
    ]);
  });

  it('keeps addresses and numbers whole, and drops what holds no word', () => {
    expect(messageSentences('is app.oursite.com on plan 2.0 at $9.99? ... ok')).toEqual([
      'is app.oursite.com on plan 2.0 at $9.99?',
      'ok',
    ]);
  });
});
