import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFileFor, withPageHead } from './page-head.fns';

const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('withPageHead', () => {
  it('writes the page title and description where browsers and link previews read them', () => {
    const html = withPageHead(indexHtml, '/pricing', { title: 'Pricing — SiteSage', description: 'Plans.' });
    expect(html).toContain('<title>Pricing — SiteSage</title>');
    // index.html is formatted by prettier, which may break a tag over several lines.
    expect(html).toMatch(/<meta\s+name="description"\s+content="Plans."/);
    expect(html).toMatch(/<meta\s+property="og:title"\s+content="Pricing — SiteSage"/);
    expect(html).toMatch(/<meta\s+property="og:description"\s+content="Plans."/);
    expect(html).toContain('<meta property="og:url" content="__SITE_ORIGIN__/pricing"');
    expect(html).toContain('<meta property="og:image" content="__SITE_ORIGIN__/og-image.jpg"');
  });

  it('escapes quotes and angle brackets so a title can never break out of the tag', () => {
    const html = withPageHead(indexHtml, '/', { title: 'A "quoted" <b>', description: 'x & y' });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;</title>');
    expect(html).toContain('content="x &amp; y"');
  });
});

describe('pageFileFor', () => {
  it('names one file per page', () => {
    expect(pageFileFor('/')).toBe('pages/index.html');
    expect(pageFileFor('/contact-us')).toBe('pages/contact-us.html');
  });
});
