import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSitePages } from './site-pages.js';

function builtSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'sitesage-pages-'));
  mkdirSync(join(root, 'pages'));
  const page = (title: string, path: string) =>
    `<title>${title}</title><meta property="og:url" content="__SITE_ORIGIN__${path}">`;
  writeFileSync(join(root, 'index.html'), page('SiteSage', '/'));
  writeFileSync(join(root, 'pages', 'index.html'), page('Home — SiteSage', '/'));
  writeFileSync(join(root, 'pages', 'pricing.html'), page('Pricing — SiteSage', '/pricing'));
  return root;
}

describe('loadSitePages', () => {
  const pages = loadSitePages(builtSite(), 'https://sitesage.example/');

  it('serves a public page with its own title and absolute Open Graph address', () => {
    expect(pages.htmlFor('/pricing')).toBe(
      '<title>Pricing — SiteSage</title><meta property="og:url" content="https://sitesage.example/pricing">',
    );
    expect(pages.htmlFor('/pricing/')).toContain('Pricing — SiteSage');
    expect(pages.htmlFor('/')).toContain('Home — SiteSage');
  });

  it('serves the plain app page everywhere else', () => {
    expect(pages.htmlFor('/admin/dashboard')).toContain('<title>SiteSage</title>');
    expect(pages.htmlFor('/pricing.html')).toContain('<title>SiteSage</title>');
  });

  it('has nothing to serve before the web app is built', () => {
    expect(loadSitePages(join(tmpdir(), 'no-such-build-here'), 'http://x').htmlFor('/')).toBeUndefined();
  });
});
