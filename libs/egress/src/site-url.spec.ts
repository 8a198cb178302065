import { describe, expect, it } from 'vitest';
import { AppError } from '@sitesage/errors';
import { blockedCategoryOf, blockedDomains, parseSiteUrl } from './site-url.js';

function failure(
  input: string,
  field?: string,
): { code: string; field: string | undefined; message: string } {
  try {
    parseSiteUrl(input, field);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, field: error.field, message: error.message };
  }
  throw new Error(`expected '${input}' to be refused`);
}

const invalid = {
  code: 'INVALID_ARGUMENT',
  field: 'url',
  message: 'Invalid URL. Please enter a valid website URL.',
};

describe('parseSiteUrl', () => {
  it('normalises what owners type', () => {
    expect(parseSiteUrl('example.com')).toBe('https://example.com/');
    expect(parseSiteUrl('  www.Example.COM/About?x=1#team ')).toBe('https://www.example.com/About?x=1');
    expect(parseSiteUrl('HTTP://EXAMPLE.COM')).toBe('http://example.com/');
    expect(parseSiteUrl('https://example.com.')).toBe('https://example.com/');
    expect(parseSiteUrl('https://shop.example.co.uk:8443/store')).toBe(
      'https://shop.example.co.uk:8443/store',
    );
    expect(parseSiteUrl('example.com:443')).toBe('https://example.com/');
    expect(parseSiteUrl('bücher.de')).toBe('https://xn--bcher-kva.de/');
    expect(parseSiteUrl(`https://${'a'.repeat(63)}.example.com/`)).toBe(
      `https://${'a'.repeat(63)}.example.com/`,
    );
    expect(parseSiteUrl('https://my-shop.co.uk')).toBe('https://my-shop.co.uk/');
    expect(parseSiteUrl('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
  });

  it.each([
    '',
    '   ',
    'localhost',
    'http://localhost:3000',
    'intranet/',
    'https://example',
    'example.',
    'https://.com',
    'https://example..com',
    'ftp://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'mailto:owner@example.com',
    'https://user:secret@example.com',
    'https://exa mple.com',
    'http://[::1]/',
    'https://',
    `https://example.com/${'a'.repeat(2100)}`,
    // Characters the WHATWG parser keeps in a host but no DNS name has (SECURITY F8: they would
    // reach the chat page's frame-ancestors).
    'https://a.com;report-uri/',
    'https://*.com/',
    'https://a.com;report-uri',
    "https://a.com'unsafe-inline'/",
    'https://exa_mple.com/',
    'https://a,b.com/',
    'https://a.com%3Bx/',
    'https://-shop.example.com/',
    'https://shop-.example.com/',
    `https://${'a'.repeat(64)}.com/`,
    `https://${Array.from({ length: 60 }, () => 'abcd').join('.')}.com/`,
  ])('refuses %j as an invalid URL', (input) => {
    expect(failure(input)).toEqual(invalid);
  });

  it('names the field it was asked to', () => {
    expect(failure('nope', 'site_url')).toEqual({ ...invalid, field: 'site_url' });
    expect(failure('google.com', 'site_url')).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'site_url',
      message: 'Blocked domain: google.com',
    });
  });

  it.each([
    ['google.com', 'google.com'],
    ['https://www.google.com/search?q=x', 'www.google.com'],
    ['HTTPS://MAIL.GOOGLE.COM', 'mail.google.com'],
    ['google.com.', 'google.com'],
    ['https://m.facebook.com', 'm.facebook.com'],
    ['youtube.com/watch?v=1', 'youtube.com'],
    ['https://www.amazon.in', 'www.amazon.in'],
    ['github.com/owner/repo', 'github.com'],
    ['https://gist.github.com', 'gist.github.com'],
    ['http://uidai.gov.in', 'uidai.gov.in'],
    ['www.irs.gov', 'www.irs.gov'],
    ['https://army.mil', 'army.mil'],
    ['https://www.gov.uk/browse', 'www.gov.uk'],
    ['ox.ac.uk', 'ox.ac.uk'],
    ['mit.edu', 'mit.edu'],
    ['https://en.wikipedia.org/wiki/X', 'en.wikipedia.org'],
    ['paypal.com', 'paypal.com'],
    ['booking.com', 'booking.com'],
    ['aws.amazon.com', 'aws.amazon.com'],
    ['bbc.co.uk', 'bbc.co.uk'],
    ['example.google', 'example.google'],
  ])('refuses blocked %s as Blocked domain: %s', (input, host) => {
    expect(failure(input)).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'url',
      message: `Blocked domain: ${host}`,
    });
  });

  it('lets lookalikes and customer sites on big platforms through', () => {
    for (const input of [
      'notgoogle.com',
      'google.com.evil.example',
      'mygoogle.co',
      'facebook-fans.org',
      'amazonia.travel',
      'shop.myshopify.com',
      'acme.github.io',
      'acme.netlify.app',
      'gov.example.com',
      'edu-tutor.in',
      'xn--ggle-55da.com',
    ]) {
      expect(parseSiteUrl(input), input).toMatch(/^https:\/\//);
    }
  });
});

describe('the blocked list', () => {
  it('covers every category the spec names, with a few dozen entries each', () => {
    const counts = new Map<string, number>();
    for (const category of blockedDomains.values()) counts.set(category, (counts.get(category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(
      [
        'big_tech',
        'developer_platforms',
        'education',
        'government',
        'hosting',
        'mail_providers',
        'news',
        'payment',
        'search_engines',
        'shopping',
        'social_networks',
        'travel',
        'video',
      ].sort(),
    );
    for (const [category, count] of counts) expect(count, category).toBeGreaterThanOrEqual(20);
  });

  it('holds only lower-case domain names', () => {
    for (const domain of blockedDomains.keys()) expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/);
  });

  it('names the category of a blocked host', () => {
    expect(blockedCategoryOf('news.bbc.co.uk')).toBe('news');
    expect(blockedCategoryOf('passport.gov.in')).toBe('government');
    expect(blockedCategoryOf('example.com')).toBeUndefined();
  });
});
