import type { Block } from './markdown.types';
import { parseInline } from './parse-inline.fns';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/;
const LIST_ITEM = /^\s*([-*+]|\d{1,9}[.)])\s+(.*)$/;
const CONTINUATION = /^\s+\S/;

/**
 * The block structure of a Markdown answer: paragraphs, headings (shown as bold lines), fenced code
 * and flat lists. Unclosed constructs (a reply still streaming) fall back to what is there so far.
 * `sitePaths` keeps links to paths inside the site: for our own pages' text only (see parseInline).
 */
export function parseMarkdown(source: string, { sitePaths = false }: { sitePaths?: boolean } = {}): Block[] {
  const inline = (text: string) => parseInline(text, true, sitePaths);
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  // Typed by cast: the flush closures reassign it, which control-flow narrowing cannot see.
  let list = null as { ordered: boolean; items: string[] } | null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: inline(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list !== null) {
      blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => inline(item)),
      });
    }
    list = null;
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const fence = FENCE.exec(line);
    if (fence !== null) {
      flushParagraph();
      flushList();
      const marker = fence[1] ?? '```';
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trimStart().startsWith(marker)) {
        code.push(lines[i] ?? '');
        i += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading !== null) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', children: inline(heading[1] ?? '') });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item !== null) {
      flushParagraph();
      const ordered = /\d/.test(item[1] ?? '');
      if (list?.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      }
      list.items.push(item[2] ?? '');
      continue;
    }
    if (list !== null && CONTINUATION.test(line)) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last] ?? ''}\n${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}
