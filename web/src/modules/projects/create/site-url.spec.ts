import { describe, expect, it } from 'vitest';
import { INVALID_URL_MESSAGE, parseSiteUrl } from './site-url';

describe('parseSiteUrl', () => {
  it('tries https:// when the scheme is missing and names the agent after the host', () => {
    expect(parseSiteUrl('  www.Acme.co.uk/shop ')).toEqual({
      ok: true,
      site: { url: 'https://www.acme.co.uk/shop', host: 'www.acme.co.uk', name: 'acme.co.uk' },
    });
  });

  it('keeps an http or https address as given', () => {
    expect(parseSiteUrl('http://example.org')).toMatchObject({
      ok: true,
      site: { url: 'http://example.org/', name: 'example.org' },
    });
    expect(parseSiteUrl('https://shop.example.org:8443/a?b=1')).toMatchObject({
      ok: true,
      site: { host: 'shop.example.org', name: 'shop.example.org' },
    });
  });

  it('requires an address', () => {
    expect(parseSiteUrl('   ')).toEqual({ ok: false, error: 'Website URL is required.' });
  });

  it.each([
    'localhost',
    'intranet/page',
    'https://example',
    'example..com',
    'ftp://example.com',
    'not a url',
    'https://user:pw@example.com',
    'mailto:me@example.com',
  ])('refuses %s', (input) => {
    expect(parseSiteUrl(input)).toEqual({ ok: false, error: INVALID_URL_MESSAGE });
  });
});
