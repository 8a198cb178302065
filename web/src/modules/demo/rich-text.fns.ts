/**
 * The owner's description is untrusted rich text (SECURITY F2). It is turned into this small tree
 * of allowed elements, which React then renders as elements and escaped text: no HTML string ever
 * reaches the page, so no script, handler, style or javascript: link can.
 */
export type RichTag = 'p' | 'br' | 'strong' | 'em' | 'ul' | 'ol' | 'li' | 'a' | 'h2' | 'h3' | 'h4';

export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] };

// The page title is the h1, so the owner's headings start one level below it.
const HTML_TAGS: Record<string, RichTag> = {
  p: 'p',
  br: 'br',
  b: 'strong',
  strong: 'strong',
  i: 'em',
  em: 'em',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  a: 'a',
  h1: 'h2',
  h2: 'h3',
  h3: 'h4',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
};

// Their text is code or machinery, never prose worth keeping.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);

/** An http(s) URL, or undefined: no javascript:, data:, or relative tricks. */
export function safeHref(href: string | null | undefined): string | undefined {
  if (href === null || href === undefined) return undefined;
  try {
    const url = new URL(href.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i.test(text);
}

function element(tag: RichTag, children: RichNode[], href?: string): RichNode {
  return href === undefined ? { tag, children } : { tag, href, children };
}

/**
 * Keeps allowed elements (without any attribute except a safe link target), unwraps unknown ones
 * and drops the content of the dangerous ones. Reads an inert parsed tree (DOMParser documents run
 * no scripts and load nothing).
 */
export function richNodesFromDom(nodes: ArrayLike<Node>): RichNode[] {
  const result: RichNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) {
      if (node.textContent !== null && node.textContent !== '') result.push(node.textContent);
      continue;
    }
    if (node.nodeType !== 1) continue;
    const name = (node as Element).localName;
    if (DROPPED_WITH_CONTENT.has(name)) continue;
    const children = richNodesFromDom(node.childNodes);
    const tag = HTML_TAGS[name];
    if (tag === undefined) result.push(...children);
    else if (tag === 'a') {
      const href = safeHref((node as Element).getAttribute('href'));
      if (href === undefined) result.push(...children);
      else result.push(element('a', children, href));
    } else result.push(element(tag, tag === 'br' ? [] : children));
  }
  return result;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `**bold**`, `*italic*` and `[text](https://…)` within one line. */
export function inlineMarkdown(text: string): RichNode[] {
  const result: RichNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, italic, linkText, linkHref] = match;
    if (match.index > last) result.push(text.slice(last, match.index));
    if (bold !== undefined) result.push(element('strong', inlineMarkdown(bold)));
    else if (italic !== undefined) result.push(element('em', inlineMarkdown(italic)));
    else if (linkText !== undefined) {
      const href = safeHref(linkHref);
      result.push(href === undefined ? linkText : element('a', [linkText], href));
    }
    last = match.index + whole.length;
  }
  if (last < text.length) result.push(text.slice(last));
  return result;
}

type ListTag = 'ul' | 'ol';

function listItem(line: string): { tag: ListTag; text: string } | null {
  const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
  if (bullet?.[1] !== undefined) return { tag: 'ul', text: bullet[1] };
  const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
  if (numbered?.[1] !== undefined) return { tag: 'ol', text: numbered[1] };
  return null;
}

/** Paragraphs (blank-line separated, single newlines kept), `#` headings and lists. */
export function richNodesFromMarkdown(text: string): RichNode[] {
  const blocks: RichNode[] = [];
  let paragraph: string[] = [];
  let list: { tag: ListTag; items: RichNode[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) {
      const children = paragraph.flatMap((line, index) =>
        index === 0 ? inlineMarkdown(line) : [element('br', []), ...inlineMarkdown(line)],
      );
      blocks.push(element('p', children));
      paragraph = [];
    }
    if (list !== null) {
      blocks.push(element(list.tag, list.items));
      list = null;
    }
  };

  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = listItem(line);
    if (line.trim() === '') flush();
    else if (heading?.[1] !== undefined && heading[2] !== undefined) {
      flush();
      const level = (['h2', 'h3', 'h4'] as const)[heading[1].length - 1] ?? 'h4';
      blocks.push(element(level, inlineMarkdown(heading[2])));
    } else if (item !== null) {
      if (paragraph.length > 0 || list?.tag !== item.tag) flush();
      list ??= { tag: item.tag, items: [] };
      list.items.push(element('li', inlineMarkdown(item.text)));
    } else {
      if (list !== null) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The description as safe rich nodes, read as HTML when it has tags, else as Markdown. */
export function richNodesFromDescription(text: string, parseHtml: (html: string) => Document): RichNode[] {
  if (!looksLikeHtml(text)) return richNodesFromMarkdown(text);
  return richNodesFromDom(parseHtml(text).body.childNodes);
}
