import { describe, expect, it } from 'vitest';
import { countSitemapPages, parseMaxPages, sitemapRequestPath } from './sitemap.fns';

describe('sitemap helpers', () => {
  it('asks the gateway with the address and the page cap', () => {
    expect(sitemapRequestPath('https://acme.test/a b', 500)).toBe(
      '/api/v1/sitemap/generate-sitemap?url=https%3A%2F%2Facme.test%2Fa+b&max_pages=500',
    );
  });

  it('counts the pages of a sitemap still arriving', () => {
    expect(countSitemapPages('<urlset><url><loc>https://a.test/</loc></url><url><lo')).toBe(1);
    expect(countSitemapPages('')).toBe(0);
  });

  it('accepts a page cap from 1 to the maximum', () => {
    expect(parseMaxPages(' 500 ', 500)).toBe(500);
    expect(parseMaxPages('1', 500)).toBe(1);
    expect(parseMaxPages('0', 500)).toBeNull();
    expect(parseMaxPages('501', 500)).toBeNull();
    expect(parseMaxPages('2.5', 500)).toBeNull();
    expect(parseMaxPages('', 500)).toBeNull();
  });
});
