import type { Inline } from './markdown.types';
import { safeHref, sitePath } from './safe-href.fns';

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!<>|~]/;
const WORD = /[\p{L}\p{N}]/u;

type LinkSyntax = { label: string; url: string; end: number };

/** `[label](url "title")` starting at the '[' at `start`, or null when the text is not a link. */
function readLink(source: string, start: number): LinkSyntax | null {
  let depth = 0;
  let close = -1;
  for (let i = start; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') i += 1;
    else if (ch === '[') depth += 1;
    else if (ch === ']') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  if (close < 0 || source[close + 1] !== '(') return null;
  let parens = 0;
  for (let i = close + 2; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\n') return null;
    if (ch === '(') parens += 1;
    else if (ch === ')') {
      if (parens === 0) {
        const target = source.slice(close + 2, i).trim();
        const url = (target.split(/\s+/)[0] ?? '').replace(/^<(.*)>$/, '$1');
        return { label: source.slice(start + 1, close), url, end: i + 1 };
      }
      parens -= 1;
    }
  }
  return null;
}

/** Where the emphasis opened by `marker` at `start` closes, or -1. */
function closingMarker(source: string, start: number, marker: string): number {
  const open = start + marker.length;
  if (open >= source.length || /\s/.test(source.charAt(open))) return -1;
  // snake_case words are not emphasis.
  if (marker.startsWith('_') && WORD.test(source.charAt(start - 1))) return -1;
  let end = source.indexOf(marker, open + 1);
  while (end > 0) {
    const before = source.charAt(end - 1);
    const after = source.charAt(end + marker.length);
    const closes = !/\s/.test(before) && !(marker.startsWith('_') && WORD.test(after));
    // '**' inside a '*' span belongs to a nested strong, not to this span's end.
    if (closes && !(marker === '*' && after === '*')) return end;
    end = source.indexOf(marker, end + 1);
  }
  return -1;
}

/**
 * Inline Markdown of one paragraph as a tree: **strong**, *em*, `code`, [links](https://…) with a safe
 * scheme, line breaks. Anything else, HTML tags included, stays literal text; an image shows its alt text
 * only, so an answer can never make the browser load a URL by itself. With `sitePaths` (our own pages'
 * text only), a link to a path inside the site is kept as a siteLink.
 */
export function parseInline(source: string, allowLinks = true, sitePaths = false): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') out.push({ kind: 'text', text });
    text = '';
  };
  const push = (...pieces: Inline[]) => {
    flush();
    out.push(...pieces);
  };

  let i = 0;
  while (i < source.length) {
    const ch = source.charAt(i);
    const next = source.charAt(i + 1);
    if (ch === '\\' && ESCAPABLE.test(next)) {
      text += next;
      i += 2;
      continue;
    }
    if (ch === '\n') {
      push({ kind: 'break' });
      i += 1;
      continue;
    }
    if (ch === '`') {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ kind: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && next === ch) {
      const marker = ch + ch;
      const end = closingMarker(source, i, marker);
      if (end > 0) {
        push({ kind: 'strong', children: parseInline(source.slice(i + 2, end), allowLinks, sitePaths) });
        i = end + 2;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const end = closingMarker(source, i, ch);
      if (end > 0) {
        push({ kind: 'em', children: parseInline(source.slice(i + 1, end), allowLinks, sitePaths) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '!' && next === '[') {
      const image = readLink(source, i + 1);
      if (image !== null) {
        push(...parseInline(image.label, false));
        i = image.end;
        continue;
      }
    }
    if (ch === '[') {
      const link = readLink(source, i);
      if (link !== null) {
        const children = parseInline(link.label, false);
        const href = allowLinks ? safeHref(link.url) : null;
        const path = allowLinks && sitePaths && href === null ? sitePath(link.url) : null;
        if (href !== null) push({ kind: 'link', href, children });
        else if (path !== null) push({ kind: 'siteLink', href: path, children });
        else push(...children);
        i = link.end;
        continue;
      }
    }
    text += ch;
    i += 1;
  }
  flush();
  return out;
}
