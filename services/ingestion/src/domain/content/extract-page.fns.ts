import type { AnyNode, ChildNode, Document, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { findAll, findOne, getElementsByTagName } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isInvisibleStyle } from './hidden-style.fns.js';
import { dropPointerSections, isCardLink } from './link-sections.fns.js';

export type ExtractedPage = {
  title: string;
  /** BCP 47 tag from `<html lang>`, lower-cased; '' when the page does not say. */
  language: string;
  /** Main content as Markdown-like text: blocks separated by one blank line, never inside a block. */
  text: string;
  headings: string[];
  canonicalUrl?: string;
  /** Absolute http(s) links of the whole page (navigation included, for discovery), no fragments. */
  links: string[];
  robotsNoindex: boolean;
  isLikelyJsOnly: boolean;
};

/** Chrome, code and widgets that never carry the page's own content. */
const droppedTags = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'nav',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'textarea',
  'input',
  'object',
  'embed',
  'canvas',
  'dialog',
  'head',
  'link',
  'meta',
]);

/** Landmark roles of site chrome (role="banner" is the site header, not a cookie banner). */
const droppedRoles = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog']);

/**
 * Consent widgets by id/class. A bare "banner" is deliberately not matched: marketing pages put
 * their H1 in a "hero-banner", and losing it would cost more than a rare unusual consent markup.
 */
const consentPattern =
  /cookie|consent|gdpr|ccpa|onetrust|cookiebot|cookielaw|truste|cmp-|cc-window|cc-banner/;

const blockTags = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'blockquote',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'address',
  'details',
  'summary',
  'li',
  'hr',
  'body',
  'html',
  'center',
]);

/** Ids and attributes single-page-app frameworks mount into. */
const appRootIds = new Set(['root', 'app', '__next', '__nuxt', 'svelte', 'main-app', 'application']);

export function extractPage(html: string, url: string): ExtractedPage {
  const document = parseDocument(html);
  const htmlElement = findOne((el) => el.name === 'html', document.children, false);
  const body = findOne((el) => el.name === 'body', document) ?? document;

  const root = findMainContent(body) ?? body;
  const blocks = dropPointerSections(renderBlocks(root));
  const headings = blocks.filter((b) => /^#{1,6} /.test(b)).map((b) => b.replace(/^#{1,6} /, ''));

  const baseUrl = resolveBase(document, url);
  const canonicalHref = findAll(
    (el) =>
      el.name === 'link' &&
      (el.attribs['rel'] ?? '').toLowerCase().split(/\s+/).includes('canonical') &&
      Boolean(el.attribs['href']),
    document,
  )[0]?.attribs['href'];
  const canonicalUrl = canonicalHref === undefined ? undefined : absoluteHttpUrl(canonicalHref, baseUrl);

  const text = blocks.join('\n\n');
  return {
    title: findTitle(document, blocks),
    language: (htmlElement?.attribs['lang'] ?? '').trim().toLowerCase(),
    text,
    headings,
    ...(canonicalUrl === undefined ? {} : { canonicalUrl }),
    links: collectLinks(document, baseUrl),
    robotsNoindex: hasNoindex(document),
    isLikelyJsOnly: looksJsOnly(document, body),
  };
}

function isExcluded(el: Element): boolean {
  if (droppedTags.has(el.name)) return true;
  if (isCardLink(el)) return true;
  const a = el.attribs;
  if ('hidden' in a) return true;
  if ((a['aria-hidden'] ?? '').toLowerCase() === 'true') return true;
  if (a['role'] !== undefined && droppedRoles.has(a['role'].toLowerCase())) return true;
  const style = a['style'];
  if (style !== undefined && isInvisibleStyle(style)) return true;
  const idAndClass = `${a['id'] ?? ''} ${a['class'] ?? ''}`.toLowerCase();
  if (idAndClass.trim() !== '' && consentPattern.test(idAndClass)) return true;
  // A header inside an <article> holds that article's own title; elsewhere it is the site's masthead.
  if (el.name === 'header' && !hasAncestor(el, 'article')) return true;
  return false;
}

function hasAncestor(el: Element, name: string): boolean {
  for (let p = el.parent; p !== null; p = p.parent) {
    if (isTag(p) && p.name === name) return true;
  }
  return false;
}

/** <main>, then [role=main], then a lone <article>; skipping anything that is itself dropped. */
function findMainContent(body: Element | Document): Element | undefined {
  const visible: Element[] = [];
  const walk = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node) || isExcluded(node)) continue;
      visible.push(node);
      walk(node.children);
    }
  };
  walk(body.children);
  const main =
    visible.find((el) => el.name === 'main') ??
    visible.find((el) => (el.attribs['role'] ?? '').toLowerCase() === 'main');
  if (main) return main;
  // Several articles means a listing page, whose content is the whole body.
  const articles = visible.filter((el) => el.name === 'article');
  return articles.length === 1 ? articles[0] : undefined;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Text of an element as one line, without dropped or hidden descendants. */
function inlineText(node: AnyNode): string {
  const parts: string[] = [];
  const walk = (n: AnyNode): void => {
    if (isText(n)) parts.push(n.data);
    else if (isTag(n) && !isExcluded(n)) {
      if (n.name === 'br') parts.push(' ');
      else for (const child of n.children) walk(child);
      // Block children would otherwise run words together ("Plan<div>Pro</div>" → "PlanPro").
      if (blockTags.has(n.name) || n.name === 'td' || n.name === 'th') parts.push(' ');
    }
  };
  walk(node);
  return collapse(parts.join(''));
}

function renderBlocks(root: Element | Document): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let current = '';

  const flush = (): void => {
    lines.push(current);
    const kept = lines.map(collapse).filter((l) => l !== '');
    if (kept.length > 0) blocks.push(kept.join('\n'));
    lines = [];
    current = '';
  };

  const walk = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (isText(node)) {
        current += node.data;
        continue;
      }
      if (!isTag(node) || isExcluded(node)) continue;
      const name = node.name;
      const heading = /^h([1-6])$/.exec(name);
      if (heading?.[1] !== undefined) {
        flush();
        const text = inlineText(node);
        if (text !== '') blocks.push(`${'#'.repeat(Number(heading[1]))} ${text}`);
      } else if (name === 'ul' || name === 'ol') {
        flush();
        const items = renderList(node, 0);
        if (items.length > 0) blocks.push(items.join('\n'));
      } else if (name === 'table') {
        flush();
        const rows = renderTable(node);
        if (rows === undefined) {
          walk(node.children); // layout table: its cells are ordinary content
          flush();
        } else if (rows.length > 0) blocks.push(rows.join('\n'));
      } else if (name === 'pre') {
        flush();
        const pre = preText(node);
        if (pre !== '') blocks.push(pre);
      } else if (name === 'br') {
        lines.push(current);
        current = '';
      } else if (blockTags.has(name) || name === 'td' || name === 'th' || name === 'tr') {
        flush();
        walk(node.children);
        flush();
      } else {
        walk(node.children);
      }
    }
  };

  walk(root.children);
  flush();
  return blocks;
}

function renderList(list: Element, depth: number): string[] {
  const ordered = list.name === 'ol';
  let number = Number.parseInt(list.attribs['start'] ?? '1', 10);
  if (!Number.isFinite(number)) number = 1;
  const indent = '  '.repeat(depth);
  const out: string[] = [];
  for (const item of list.children) {
    if (!isTag(item) || isExcluded(item)) continue;
    if (item.name === 'ul' || item.name === 'ol') {
      out.push(...renderList(item, depth + 1)); // sloppy markup nests lists without an <li>
      continue;
    }
    const nested: Element[] = [];
    const own: ChildNode[] = [];
    for (const child of item.children) {
      if (isTag(child) && (child.name === 'ul' || child.name === 'ol')) nested.push(child);
      else own.push(child);
    }
    const text = collapse(own.map(inlineText).join(' '));
    if (text !== '') {
      out.push(`${indent}${ordered ? `${number}.` : '-'} ${text}`);
      number += 1;
    }
    for (const sub of nested) out.push(...renderList(sub, depth + 1));
  }
  return out;
}

/** Pipe rows, or undefined for a layout table (one column), whose cells are rendered as prose. */
function renderTable(table: Element): string[] | undefined {
  const rows: Element[] = [];
  const collectRows = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node) || isExcluded(node)) continue;
      if (node.name === 'tr') rows.push(node);
      else if (node.name === 'thead' || node.name === 'tbody' || node.name === 'tfoot') {
        collectRows(node.children);
      }
    }
  };
  collectRows(table.children);

  const cellRows = rows.map((row) =>
    row.children.filter(
      (c): c is Element => isTag(c) && (c.name === 'td' || c.name === 'th') && !isExcluded(c),
    ),
  );
  if (cellRows.every((cells) => cells.length <= 1)) return undefined;

  const out: string[] = [];
  cellRows.forEach((cells, i) => {
    const texts = cells.map((c) => inlineText(c).replace(/\|/g, '\\|'));
    if (texts.every((t) => t === '')) return;
    out.push(`| ${texts.join(' | ')} |`);
    if (i === 0 && cells.every((c) => c.name === 'th')) {
      out.push(`| ${texts.map(() => '---').join(' | ')} |`);
    }
  });
  return out;
}

function preText(pre: Element): string {
  const parts: string[] = [];
  const walk = (n: AnyNode): void => {
    if (isText(n)) parts.push(n.data);
    else if (isTag(n) && !isExcluded(n)) {
      if (n.name === 'br') parts.push('\n');
      else for (const child of n.children) walk(child);
    }
  };
  walk(pre);
  // Blank lines separate blocks everywhere else, so a code block keeps only its non-empty lines.
  return parts
    .join('')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '')
    .join('\n');
}

function findTitle(document: Document, blocks: string[]): string {
  const titleElement = findOne((el) => el.name === 'title' && !hasAncestor(el, 'svg'), document);
  const title = titleElement ? inlineText(titleElement) : '';
  if (title !== '') return title;
  const og = metaContent(document, (el) => el.attribs['property'] === 'og:title');
  if (og !== '') return og;
  const h1 = blocks.find((b) => b.startsWith('# '));
  return h1 === undefined ? '' : h1.slice(2);
}

function metaContent(document: Document, test: (el: Element) => boolean): string {
  const meta = findOne((el) => el.name === 'meta' && test(el), document);
  return collapse(meta?.attribs['content'] ?? '');
}

function hasNoindex(document: Document): boolean {
  return findAll(
    (el) => el.name === 'meta' && /^(robots|googlebot)$/i.test(el.attribs['name'] ?? ''),
    document,
  ).some((el) => /\b(noindex|none)\b/i.test(el.attribs['content'] ?? ''));
}

function resolveBase(document: Document, url: string): URL | undefined {
  let pageUrl: URL;
  try {
    pageUrl = new URL(url);
  } catch {
    return undefined;
  }
  const baseHref = findOne((el) => el.name === 'base' && el.attribs['href'] !== undefined, document)?.attribs[
    'href'
  ];
  if (baseHref === undefined) return pageUrl;
  try {
    return new URL(baseHref.trim(), pageUrl);
  } catch {
    return pageUrl;
  }
}

function absoluteHttpUrl(href: string, base: URL | undefined): string | undefined {
  try {
    const resolved = new URL(href.trim(), base);
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return undefined;
    resolved.hash = '';
    return resolved.href;
  } catch {
    return undefined;
  }
}

function collectLinks(document: Document, base: URL | undefined): string[] {
  const links = new Set<string>();
  for (const a of getElementsByTagName('a', document)) {
    const href = a.attribs['href'];
    if (href === undefined || href.trim() === '' || href.trim().startsWith('#')) continue;
    const absolute = absoluteHttpUrl(href, base);
    if (absolute !== undefined) links.add(absolute);
  }
  return [...links];
}

/**
 * A shell that a browser fills in: almost no visible text, yet scripts or an empty mount point.
 * Judged on the whole body, not the main content, so a sparse but real page is not mistaken for one.
 */
function looksJsOnly(document: Document, body: Element | Document): boolean {
  const visibleText = collapse(renderBlocksText(body));
  if (visibleText.length >= 200) return false;
  const scripts = getElementsByTagName('script', document).length;
  const appRoot = findOne(
    (el) =>
      appRootIds.has((el.attribs['id'] ?? '').toLowerCase()) ||
      'data-reactroot' in el.attribs ||
      'ng-app' in el.attribs ||
      el.name === 'app-root',
    body.children,
  );
  const noscriptAsksForJs = getElementsByTagName('noscript', document).some((n) =>
    /javascript/i.test(inlineTextRaw(n)),
  );
  return (appRoot !== null && scripts > 0) || noscriptAsksForJs || scripts >= 2;
}

function renderBlocksText(body: Element | Document): string {
  return renderBlocks(body).join(' ');
}

/** Text of a node including normally-dropped tags (for reading <noscript> messages). */
function inlineTextRaw(node: Element): string {
  return collapse(
    node.children.map((c) => (isText(c) ? c.data : isTag(c) ? inlineTextRaw(c) : '')).join(' '),
  );
}
