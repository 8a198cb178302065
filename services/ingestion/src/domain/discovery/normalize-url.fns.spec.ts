import { describe, expect, it } from 'vitest';
import {
  crawlScope,
  isLikelyHtmlUrl,
  looksLikeTrap,
  maxCrawlUrlLength,
  normalizeUrl,
  sameSite,
} from './normalize-url.fns.js';

describe('normalizeUrl', () => {
  const table: [input: string, base: string | undefined, expected: string | undefined][] = [
    ['https://acme.test/', undefined, 'https://acme.test/'],
    ['https://acme.test', undefined, 'https://acme.test/'],
    ['HTTPS://ACME.Test/Path/', undefined, 'https://acme.test/Path'],
    ['http://acme.test:80/a', undefined, 'http://acme.test/a'],
    ['https://acme.test:443/a', undefined, 'https://acme.test/a'],
    ['https://acme.test:8443/a', undefined, 'https://acme.test:8443/a'],
    ['http://acme.test:443/a', undefined, 'http://acme.test:443/a'],
    ['https://acme.test/a#section', undefined, 'https://acme.test/a'],
    ['https://acme.test/#', undefined, 'https://acme.test/'],
    ['https://acme.test/docs/', undefined, 'https://acme.test/docs'],
    ['https://acme.test/docs//', undefined, 'https://acme.test/docs'],
    ['https://acme.test/a/./b/../c', undefined, 'https://acme.test/a/c'],
    ['https://acme.test/a/%2e%2E/b', undefined, 'https://acme.test/b'],
    ['https://acme.test/../../x', undefined, 'https://acme.test/x'],
    ['https://acme.test/%7Euser/%41bc', undefined, 'https://acme.test/~user/Abc'],
    ['https://acme.test/a%2fb%3F', undefined, 'https://acme.test/a%2Fb%3F'],
    ['https://acme.test/p?b=2&a=1', undefined, 'https://acme.test/p?a=1&b=2'],
    ['https://acme.test/p?a=2&a=1&b', undefined, 'https://acme.test/p?a=2&a=1&b'],
    ['https://acme.test/p?q=a%20b&r=x+y', undefined, 'https://acme.test/p?q=a%20b&r=x+y'],
    ['https://acme.test/p?utm_source=news&utm_Medium=mail&id=7', undefined, 'https://acme.test/p?id=7'],
    [
      'https://acme.test/p?gclid=1&fbclid=2&mc_cid=3&mc_eid=4&ref=5&_ga=6&yclid=7&msclkid=8',
      undefined,
      'https://acme.test/p',
    ],
    ['https://acme.test/p?UTM_CAMPAIGN=x&&', undefined, 'https://acme.test/p'],
    ['https://acme.test/p?reference=1', undefined, 'https://acme.test/p?reference=1'],
    ['https://bücher.example/straße', undefined, 'https://xn--bcher-kva.example/stra%C3%9Fe'],
    ['https://acme.test./a', undefined, 'https://acme.test/a'],
    ['../b?x=1#f', 'https://acme.test/docs/a/', 'https://acme.test/docs/b?x=1'],
    ['//cdn.acme.test/x', 'http://acme.test/', 'http://cdn.acme.test/x'],
    ['?page=2', 'https://acme.test/list/', 'https://acme.test/list?page=2'],
    ['  /padded  ', 'https://acme.test/', 'https://acme.test/padded'],
    ['mailto:hi@acme.test', undefined, undefined],
    ['javascript:alert(1)', 'https://acme.test/', undefined],
    ['ftp://acme.test/file', undefined, undefined],
    ['data:text/html,hi', undefined, undefined],
    ['https://user:pw@acme.test/', undefined, undefined],
    ['not a url', undefined, undefined],
    ['relative/without/base', undefined, undefined],
  ];

  it.each(table)('%s (base %s) → %s', (input, base, expected) => {
    expect(normalizeUrl(input, base)).toBe(expected);
  });

  it('gives the same spelling to the same page reached different ways', () => {
    const spellings = [
      'https://acme.test/pricing/?b=2&a=1#plans',
      'https://ACME.test:443/pricing?a=1&b=2&utm_source=x',
      'https://acme.test/./pricing/?a=1&fbclid=abc&b=2',
    ];
    expect(new Set(spellings.map((url) => normalizeUrl(url))).size).toBe(1);
  });

  it('is idempotent', () => {
    for (const [input, base, expected] of table) {
      if (expected) expect(normalizeUrl(expected), `${input} ${String(base)}`).toBe(expected);
    }
  });
});

describe('sameSite', () => {
  it('treats a leading www. and the scheme as the same site', () => {
    expect(sameSite('https://www.acme.test/a', 'http://acme.test/b')).toBe(true);
    expect(sameSite('https://ACME.test', new URL('https://www.acme.test/'))).toBe(true);
  });

  it('treats subdomains, lookalikes, other ports and bad URLs as other sites', () => {
    expect(sameSite('https://blog.acme.test/', 'https://acme.test/')).toBe(false);
    expect(sameSite('https://acme.test.evil.test/', 'https://acme.test/')).toBe(false);
    expect(sameSite('https://notacme.test/', 'https://acme.test/')).toBe(false);
    expect(sameSite('http://acme.test:8080/', 'http://acme.test/')).toBe(false);
    expect(sameSite('nonsense', 'https://acme.test/')).toBe(false);
  });
});

describe('isLikelyHtmlUrl', () => {
  it.each([
    ['https://acme.test/', true],
    ['https://acme.test/about', true],
    ['https://acme.test/index.html', true],
    ['https://acme.test/page.php?id=2', true],
    ['https://acme.test/v1.2/release', true],
    ['https://acme.test/.well-known', true],
    ['https://acme.test/report.PDF', false],
    ['https://acme.test/photo.jpg?w=200', false],
    ['https://acme.test/logo.png', false],
    ['https://acme.test/archive.zip', false],
    ['https://acme.test/site.css', false],
    ['https://acme.test/app.js', false],
    ['https://acme.test/video.mp4', false],
    ['https://acme.test/sitemap.xml', false],
    ['mailto:hi@acme.test', false],
  ])('%s → %s', (url, expected) => {
    expect(isLikelyHtmlUrl(url)).toBe(expected);
  });
});

describe('looksLikeTrap', () => {
  it.each([
    ['https://acme.test/a/b/a/b/a/', true],
    ['https://acme.test/docs/docs/docs', true],
    ['https://acme.test/a/b/a/b', false],
    [`https://acme.test/?${Array.from({ length: 11 }, (_, i) => `p${i}=1`).join('&')}`, true],
    [`https://acme.test/?${Array.from({ length: 10 }, (_, i) => `p${i}=1`).join('&')}`, false],
    [`https://acme.test/${'x'.repeat(maxCrawlUrlLength)}`, true],
    ['https://acme.test/2019/01/02/2019/01/03', true],
    ['https://acme.test/events/2019/01/02/party', false],
    ['https://acme.test/compare/2019/2020', false],
  ])('%s → %s', (url, expected) => {
    expect(looksLikeTrap(url)).toBe(expected);
  });
});

describe('crawlScope', () => {
  it('queues pages of the site once and says why it skips the others', () => {
    const scope = crawlScope({ startUrl: 'https://www.acme.test/', maxDepth: 2, maxPages: 100 });
    expect(scope.consider('https://www.acme.test/', 0)).toBe('queue');
    expect(scope.consider('/about/', 1, 'https://www.acme.test/')).toBe('queue');
    expect(scope.consider('https://acme.test/about#team', 1)).toBe('queue'); // www. and bare host are one site
    expect(scope.consider('https://www.acme.test/about?utm_source=x', 1)).toBe('skip:duplicate');
    expect(scope.consider('https://www.acme.test/about/#team', 2)).toBe('skip:duplicate');
    expect(scope.consider('https://elsewhere.test/', 1)).toBe('skip:outside the site');
    expect(scope.consider('https://blog.acme.test/', 1)).toBe('skip:outside the site');
    expect(scope.consider('/brochure.pdf', 1, 'https://www.acme.test/')).toBe('skip:not a page');
    expect(scope.consider('mailto:hi@acme.test', 1)).toBe('skip:not a page');
    expect(scope.consider('/a/b/a/b/a/', 1, 'https://www.acme.test/')).toBe('skip:trap');
    expect(scope.consider('https://www.acme.test/cal/2019/01/02/2019/', 1)).toBe('skip:trap');
    expect(scope.consider('https://www.acme.test/deep', 3)).toBe('skip:depth limit');
    expect(scope.queued).toBe(3);
  });

  it('queues a page skipped for depth when it is met again closer to the start', () => {
    const scope = crawlScope({ startUrl: 'https://acme.test/', maxDepth: 1, maxPages: 10 });
    expect(scope.consider('https://acme.test/x', 2)).toBe('skip:depth limit');
    expect(scope.consider('https://acme.test/x', 1)).toBe('queue');
  });

  it('stops at the page limit, start page included', () => {
    const scope = crawlScope({ startUrl: 'https://acme.test/', maxDepth: 10, maxPages: 3 });
    expect(scope.consider('https://acme.test/', 0)).toBe('queue');
    expect(scope.consider('/1', 1, 'https://acme.test/')).toBe('queue');
    expect(scope.consider('/2', 1, 'https://acme.test/')).toBe('queue');
    expect(scope.consider('/3', 1, 'https://acme.test/')).toBe('skip:page limit');
    expect(scope.consider('/2', 1, 'https://acme.test/')).toBe('skip:duplicate');
    expect(scope.queued).toBe(3);
  });

  it('stops an endless calendar at the page limit', () => {
    const scope = crawlScope({
      startUrl: 'https://acme.test/cal/2026-01-01',
      maxDepth: 10_000,
      maxPages: 500,
    });
    const day = new Date('2026-01-01T00:00:00Z');
    const decisions: string[] = [];
    for (let depth = 0; depth < 2_000; depth += 1) {
      decisions.push(scope.consider(`/cal/${day.toISOString().slice(0, 10)}`, depth, 'https://acme.test/'));
      day.setUTCDate(day.getUTCDate() + 1);
    }
    expect(decisions.filter((decision) => decision === 'queue')).toHaveLength(500);
    expect(decisions.at(-1)).toBe('skip:page limit');
  });

  it('keeps the state of each crawl apart', () => {
    const first = crawlScope({ startUrl: 'https://acme.test/', maxDepth: 2, maxPages: 10 });
    const second = crawlScope({ startUrl: 'https://acme.test/', maxDepth: 2, maxPages: 10 });
    expect(first.consider('https://acme.test/page', 1)).toBe('queue');
    expect(second.consider('https://acme.test/page', 1)).toBe('queue');
  });

  it('refuses a start address that is not http(s)', () => {
    expect(() => crawlScope({ startUrl: 'ftp://acme.test/', maxDepth: 1, maxPages: 1 })).toThrow(
      "The start address 'ftp://acme.test/' is not an http(s) URL",
    );
  });
});
