import { describe, expect, it } from 'vitest';
import { replySources } from './reply-sources.fns.js';

const passages = [
  { url: 'https://shop.test/pricing', title: 'Pricing' },
  { url: 'https://shop.test/pricing', title: 'Pricing' },
  { url: 'https://shop.test/faq', title: 'FAQ' },
  { url: 'https://shop.test/about', title: '' },
  { url: 'https://shop.test/blog', title: 'Blog' },
];

describe('replySources', () => {
  it('links the pages the reply cited, once each', () => {
    expect(replySources('Pro costs ₹9,999 [2]. Refunds take a week [3][1].', passages)).toEqual([
      { url: 'https://shop.test/pricing', title: 'Pricing' },
      { url: 'https://shop.test/faq', title: 'FAQ' },
    ]);
  });

  it('falls back to the best pages when nothing was cited, at most three, titled by address when untitled', () => {
    expect(replySources('Pro costs ₹9,999.', passages)).toEqual([
      { url: 'https://shop.test/pricing', title: 'Pricing' },
      { url: 'https://shop.test/faq', title: 'FAQ' },
      { url: 'https://shop.test/about', title: 'https://shop.test/about' },
    ]);
  });

  it('ignores citations of passages that were never given', () => {
    expect(replySources('See [9].', passages.slice(2, 3))).toEqual([
      { url: 'https://shop.test/faq', title: 'FAQ' },
    ]);
  });
});
