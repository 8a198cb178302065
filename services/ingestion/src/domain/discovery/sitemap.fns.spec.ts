import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  isGzip,
  maxSitemapBytes,
  maxSitemapEntries,
  parseSitemap,
  SitemapError,
  sitemapDoctypeMessage,
  sitemapNotXmlMessage,
  sitemapTooLargeMessage,
  sitemapUnknownRootMessage,
} from './sitemap.fns.js';

const failureOf = (body: string): string => {
  try {
    parseSitemap(body);
  } catch (error) {
    if (error instanceof SitemapError) return error.message;
    throw error;
  }
  throw new Error('parseSitemap accepted the body');
};

describe('parseSitemap', () => {
  it('reads a urlset with lastmod, whitespace and escaped ampersands', () => {
    const sitemap = parseSitemap(`<?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url>
          <loc>
            https://acme.test/
          </loc>
          <lastmod>2024-05-01</lastmod>
          <priority>1.0</priority>
        </url>
        <url><loc>https://acme.test/search?q=a&amp;page=2</loc></url>
        <url><loc>https://acme.test/caf&#xE9;?x=&#60;</loc></url>
        <url><loc>   </loc></url>
        <url><lastmod>2024-01-01</lastmod></url>
      </urlset>`);
    expect(sitemap).toEqual({
      kind: 'urlset',
      truncated: false,
      entries: [
        { loc: 'https://acme.test/', lastmod: '2024-05-01' },
        { loc: 'https://acme.test/search?q=a&page=2' },
        { loc: 'https://acme.test/café?x=<' },
      ],
    });
  });

  it('reads a sitemap index', () => {
    const sitemap = parseSitemap(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<sitemap><loc>https://acme.test/sitemap-1.xml</loc><lastmod>2024-02-03T04:05:06+00:00</lastmod></sitemap>' +
        '<sitemap><loc>https://acme.test/sitemap-2.xml.gz</loc></sitemap>' +
        '</sitemapindex>',
    );
    expect(sitemap.kind).toBe('sitemapindex');
    expect(sitemap.entries).toEqual([
      { loc: 'https://acme.test/sitemap-1.xml', lastmod: '2024-02-03T04:05:06+00:00' },
      { loc: 'https://acme.test/sitemap-2.xml.gz' },
    ]);
  });

  it('reads a single entry, namespace prefixes, extensions and CDATA taken literally', () => {
    const sitemap = parseSitemap(
      '\uFEFF<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' +
        '<sm:url><sm:loc><![CDATA[https://acme.test/a?x=1&amp;y=2]]></sm:loc>' +
        '<image:image><image:loc>https://acme.test/a.png</image:loc></image:image></sm:url>' +
        '</sm:urlset>',
    );
    expect(sitemap).toEqual({
      kind: 'urlset',
      truncated: false,
      entries: [{ loc: 'https://acme.test/a?x=1&amp;y=2' }],
    });
  });

  it('refuses an XXE payload without reading the file', () => {
    const xxe = `<?xml version="1.0"?>
      <!DOCTYPE urlset [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>&xxe;</loc></url></urlset>`;
    expect(failureOf(xxe)).toBe(sitemapDoctypeMessage);
    expect(sitemapDoctypeMessage).toBe('Sitemap contains a DOCTYPE, which is refused');
  });

  it('refuses billion laughs at once', () => {
    const entities = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!doctype lolz [<!ENTITY lol0 "lol">${entities}]>
      <urlset><url><loc>&lol9;</loc></url></urlset>`;
    // Refused before parsing: an expanded bomb would never reach this assertion.
    expect(failureOf(bomb)).toBe(sitemapDoctypeMessage);
  });

  it('leaves undeclared entities as written rather than expanding anything', () => {
    const sitemap = parseSitemap('<urlset><url><loc>https://acme.test/&xxe;</loc></url></urlset>');
    expect(sitemap.entries).toEqual([{ loc: 'https://acme.test/&xxe;' }]);
  });

  it(`keeps the first ${maxSitemapEntries} entries and says it truncated`, () => {
    const urls = Array.from(
      { length: maxSitemapEntries + 5 },
      (_, i) => `<url><loc>https://acme.test/p/${i}</loc></url>`,
    ).join('');
    const sitemap = parseSitemap(`<urlset>${urls}</urlset>`);
    expect(sitemap.entries).toHaveLength(maxSitemapEntries);
    expect(sitemap.entries.at(-1)).toEqual({ loc: `https://acme.test/p/${maxSitemapEntries - 1}` });
    expect(sitemap.truncated).toBe(true);
  });

  it('refuses a body over 50 MB', () => {
    expect(failureOf(`<urlset>${' '.repeat(maxSitemapBytes)}</urlset>`)).toBe(sitemapTooLargeMessage);
  });

  it('refuses documents that are not sitemaps or not XML', () => {
    expect(failureOf('<html><body>Not found</body></html>')).toBe(sitemapUnknownRootMessage);
    expect(failureOf('<urlset><url><loc a="1>x</loc></url></urlset>')).toBe(sitemapNotXmlMessage);
  });

  it('tolerates the usual slips of hand-made sitemaps: a bare &', () => {
    const sitemap = parseSitemap('<urlset><url><loc>https://acme.test/?a=1&b=2</loc></url></urlset>');
    expect(sitemap.entries).toEqual([{ loc: 'https://acme.test/?a=1&b=2' }]);
  });

  it('reads a plain-text sitemap, one URL per line', () => {
    const sitemap = parseSitemap(
      'https://acme.test/\r\n  https://acme.test/about  \n\nnot a url\nftp://acme.test/file\nhttps://acme.test/a b\n',
    );
    expect(sitemap).toEqual({
      kind: 'urlset',
      truncated: false,
      entries: [{ loc: 'https://acme.test/' }, { loc: 'https://acme.test/about' }],
    });
  });
});

describe('isGzip', () => {
  it('recognises the gzip magic bytes', () => {
    expect(isGzip(gzipSync('<urlset/>'))).toBe(true);
    expect(isGzip(Buffer.from('<urlset/>'))).toBe(false);
    expect(isGzip(new Uint8Array([0x1f]))).toBe(false);
    expect(isGzip(new Uint8Array())).toBe(false);
  });
});
