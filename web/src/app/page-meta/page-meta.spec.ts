import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_META, pageMetaFor } from './page-meta';

describe('pageMetaFor', () => {
  it('gives every public page its own title and description', () => {
    const titles = Object.values(PUBLIC_PAGE_META).map((meta) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(pageMetaFor('/pricing').title).toBe('Pricing — SiteSage');
    expect(pageMetaFor('/Pricing/').title).toBe('Pricing — SiteSage');
  });

  it('keeps descriptions within what search results show', () => {
    for (const { description } of Object.values(PUBLIC_PAGE_META)) {
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(200);
    }
  });

  it('names demo and admin pages, and falls back to the home page elsewhere', () => {
    expect(pageMetaFor('/demo/abc').title).toBe('Agent demo — SiteSage');
    expect(pageMetaFor('/admin/projects').title).toBe('Admin — SiteSage');
    expect(pageMetaFor('/no-such-page')).toEqual(PUBLIC_PAGE_META['/']);
  });
});
