/**
 * Sitemaps (sitemaps.org protocol) read from a body the worker has already fetched and, when
 * `isGzip` says so, gunzipped under its own cap. XML from strangers: a DOCTYPE is refused outright,
 * which closes XXE and entity-expansion bombs (SECURITY.md C6), and the parser's own entity
 * processing stays off as a second wall.
 */
import { XMLParser } from 'fast-xml-parser';

export type SitemapKind = 'urlset' | 'sitemapindex';
export type SitemapEntry = { loc: string; lastmod?: string };
export type Sitemap = {
  kind: SitemapKind;
  entries: SitemapEntry[];
  /** More than `maxSitemapEntries` entries: the rest were dropped. */
  truncated: boolean;
};

/** The protocol's limits for one file (sitemaps.org: 50,000 URLs, 50 MB uncompressed). */
export const maxSitemapEntries = 50_000;
export const maxSitemapBytes = 50 * 1024 * 1024;

export const sitemapDoctypeMessage = 'Sitemap contains a DOCTYPE, which is refused';
export const sitemapTooLargeMessage = 'Sitemap is larger than 50 MB';
export const sitemapNotXmlMessage = 'Sitemap is not well-formed XML';
export const sitemapUnknownRootMessage = 'Sitemap is neither a urlset nor a sitemapindex';

/** A sitemap the crawler cannot use; the message is shown to the owner as the reason. */
export class SitemapError extends Error {
  override readonly name = 'SitemapError';
}

/** gzip magic bytes: a `.xml.gz` sitemap is often served as `application/octet-stream`. */
export const isGzip = (bytes: Uint8Array): boolean =>
  bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

const xmlParser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // `<sm:urlset xmlns:sm=…>` and `<image:image>` read as plain names.
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  // Kept apart from text so that CDATA is taken literally while text gets its entities decoded.
  cdataPropName: '#cdata',
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/**
 * The parser is lenient on purpose: hand-made sitemaps with a bare `&` in a URL are
 * common and still name real pages; only XML it cannot read at all is refused.
 *
 * An XML sitemap or sitemap index, or a plain-text sitemap (one URL per line) when the body does
 * not start with `<`. Entries are returned as written (trimmed, entities decoded); the worker
 * normalises them and checks each against the egress rules (SECURITY.md A8).
 */
export function parseSitemap(body: string): Sitemap {
  if (body.length > maxSitemapBytes || Buffer.byteLength(body, 'utf8') > maxSitemapBytes) {
    throw new SitemapError(sitemapTooLargeMessage);
  }
  const text = body.replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('<')) return parseTextSitemap(text);
  // Refused before parsing: no parser setting then decides whether entities expand.
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) throw new SitemapError(sitemapDoctypeMessage);

  let document: unknown;
  try {
    document = xmlParser.parse(text);
  } catch {
    throw new SitemapError(sitemapNotXmlMessage);
  }
  if (!isRecord(document)) throw new SitemapError(sitemapNotXmlMessage);

  const kind: SitemapKind | undefined =
    'urlset' in document ? 'urlset' : 'sitemapindex' in document ? 'sitemapindex' : undefined;
  if (!kind) throw new SitemapError(sitemapUnknownRootMessage);
  const root = document[kind];
  const items = isRecord(root) ? root[kind === 'urlset' ? 'url' : 'sitemap'] : undefined;

  const entries: SitemapEntry[] = [];
  let truncated = false;
  for (const item of Array.isArray(items) ? (items as unknown[]) : []) {
    if (!isRecord(item)) continue;
    const loc = textOf(item.loc);
    if (!loc) continue;
    if (entries.length >= maxSitemapEntries) {
      truncated = true;
      break;
    }
    const lastmod = textOf(item.lastmod);
    entries.push(lastmod ? { loc, lastmod } : { loc });
  }
  return { kind, entries, truncated };
}

/** A plain-text sitemap: one absolute http(s) URL per line; other lines are ignored. */
export function parseTextSitemap(text: string): Sitemap {
  const entries: SitemapEntry[] = [];
  let truncated = false;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const loc = line.trim();
    if (!/^https?:\/\/\S+$/i.test(loc)) continue;
    if (entries.length >= maxSitemapEntries) {
      truncated = true;
      break;
    }
    entries.push({ loc });
  }
  return { kind: 'urlset', entries, truncated };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text of an element read by the parser: a string, or text and CDATA parts in an object. */
function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[0]); // a repeated <loc>: the first one counts
  if (typeof value === 'string') return decodeXmlEntities(value).trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!isRecord(value)) return undefined;
  const text = typeof value['#text'] === 'string' ? decodeXmlEntities(value['#text']) : '';
  const cdata = value['#cdata'];
  const cdataText = Array.isArray(cdata) ? cdata.join('') : typeof cdata === 'string' ? cdata : '';
  return (text + cdataText).trim() || undefined;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The five predefined XML entities and character references, decoded in one pass: with entity
 * processing off the parser leaves `&amp;` in `<loc>`, and sitemaps must escape `&` that way.
 */
function decodeXmlEntities(value: string): string {
  return value.replace(
    /&(?:#x([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name) return namedEntities[name] ?? whole;
      const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    },
  );
}
