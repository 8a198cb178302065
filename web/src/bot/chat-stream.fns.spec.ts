import { describe, expect, it } from 'vitest';
import { readSources } from './chat-stream.fns';

describe('the sources event', () => {
  it("keeps the owner's Q&A marked as such, pages as links, and drops what is not a source", () => {
    expect(
      readSources([
        { url: '', title: 'Q&A: Do you deliver to Pune?', kind: 'qa' },
        { url: 'https://shop.test/shipping', title: 'Shipping', kind: 'script' },
        { title: 'no url' },
      ]),
    ).toEqual([
      { url: '', title: 'Q&A: Do you deliver to Pune?', kind: 'qa' },
      { url: 'https://shop.test/shipping', title: 'Shipping' },
    ]);
  });
});
