import { describe, expect, it } from 'vitest';
import { quotedReplySources, replySources } from './reply-sources.fns.js';

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

describe('quotedReplySources', () => {
  const found = [
    { url: 'https://docs.test/storage', title: 'Storage', score: 0.9 },
    { url: 'https://docs.test/upload', title: 'Upload documents', score: 0.85 },
    { url: 'https://docs.test/storage', title: 'Storage', score: 0.8 },
    { url: 'https://docs.test/send', title: 'Send', score: 0.74 },
    { url: 'https://docs.test/billing', title: 'Billing', score: 0.5 },
  ];

  it('links the quoted page first, then the pages found nearly as close, never a distant one', () => {
    expect(quotedReplySources([{ url: 'https://docs.test/storage', title: 'Storage' }], found)).toEqual([
      { url: 'https://docs.test/storage', title: 'Storage' },
      { url: 'https://docs.test/upload', title: 'Upload documents' },
      { url: 'https://docs.test/send', title: 'Send' },
    ]);
  });

  it('keeps every quoted page, even one retrieval ranked lower, within three links', () => {
    const quoted = [
      { url: 'https://docs.test/billing', title: 'Billing' },
      { url: 'https://docs.test/send', title: 'Send' },
    ];
    expect(quotedReplySources(quoted, found).map((source) => source.url)).toEqual([
      'https://docs.test/billing',
      'https://docs.test/send',
      'https://docs.test/storage',
    ]);
  });
});
