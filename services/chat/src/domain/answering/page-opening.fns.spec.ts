import { describe, expect, it } from 'vitest';
import { openingPlace, withPageOpening } from './page-opening.fns.js';

const passage = (url: string, score: number, content = `${url} text`) => ({
  url,
  title: url,
  header: url,
  content,
  score,
});

describe('withPageOpening', () => {
  it("puts the opening of the first passage's page after the passages, just below that passage", () => {
    const passages = [passage('/setup', 0.8), passage('/events', 0.7)];
    const opening = [
      { url: '/setup', title: 'Setup', header: 'Setup', content: 'Configure webhooks.' },
      { url: '/setup', title: 'Setup', header: 'Setup › Overview', content: 'Teams only.' },
    ];
    const all = withPageOpening(passages, opening);
    expect(all.slice(0, 2)).toEqual(passages);
    expect(all.slice(2).map((p) => [p.header, p.content, p.score])).toEqual([
      ['Setup', 'Configure webhooks.', 0.8 * openingPlace],
      ['Setup › Overview', 'Teams only.', 0.8 * openingPlace],
    ]);
  });

  it('leaves out chunks of another page, and has nothing to add to no passages', () => {
    const stray = [{ url: '/billing', title: 'Billing', header: 'Billing', content: 'Invoices.' }];
    expect(withPageOpening([passage('/setup', 0.8)], stray)).toHaveLength(1);
    expect(withPageOpening([], stray)).toEqual([]);
  });
});
