/**
 * An MDX page body to the HTML of its article: headings (with anchors), paragraphs, nested lists,
 * code blocks, tables, block quotes, images, raw HTML and the Fumadocs components. A small
 * converter of the Markdown this corpus uses, not a CommonMark implementation.
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import { renderComponentTag, renderHtmlLine } from './mdx-components.fns.js';
import { mdxLines, type MdxLine } from './mdx-lines.fns.js';
import { renderInline, slugOf } from './mdx-inline.fns.js';

export type PageHeading = { depth: number; text: string; id: string };
export type RenderedBody = { html: string; headings: PageHeading[] };

const fenceOpen = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(?:\s+[^`\s][^`]*)?$/;
const headingLine = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/;
const listItem = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const tableSeparator = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const rule = /^\s*(-{3,}|\*{3,}|_{3,})\s*$/;

const textOf = (line: MdxLine | undefined) => (line?.kind === 'text' ? line.text : undefined);
const isBlank = (text: string | undefined) => text !== undefined && text.trim() === '';

function startsBlock(text: string, next: string | undefined): boolean {
  return (
    fenceOpen.test(text) ||
    headingLine.test(text) ||
    listItem.test(text) ||
    rule.test(text) ||
    /^\s*>/.test(text) ||
    (/^\s*\|/.test(text) && next !== undefined && tableSeparator.test(next))
  );
}

function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

type Item = { indent: number; ordered: boolean; text: string };

function renderList(items: Item[]): string {
  const first = items[0];
  if (!first) return '';
  const tag = first.ordered ? 'ol' : 'ul';
  let html = `<${tag}>`;
  let index = 0;
  while (index < items.length) {
    const item = items[index] as Item;
    const children: Item[] = [];
    index += 1;
    while (index < items.length && (items[index] as Item).indent > first.indent) {
      children.push(items[index] as Item);
      index += 1;
    }
    html += `<li>${renderInline(item.text)}${renderList(children)}</li>`;
  }
  return `${html}</${tag}>`;
}

export function renderMdxBody(body: string): RenderedBody {
  const lines = mdxLines(body);
  const headings: PageHeading[] = [];
  const out: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as MdxLine;
    if (line.kind === 'tag') {
      out.push(renderComponentTag(line.tag));
      index += 1;
      continue;
    }
    if (line.kind === 'html') {
      out.push(renderHtmlLine(line.text));
      index += 1;
      continue;
    }
    const text = line.text;
    const next = textOf(lines[index + 1]);
    index += 1;
    if (text.trim() === '') continue;

    const fence = fenceOpen.exec(text);
    if (fence) {
      const indent = fence[1]?.length ?? 0;
      const marker = fence[2] ?? '```';
      const code: string[] = [];
      while (index < lines.length) {
        const inner = textOf(lines[index]) ?? '';
        index += 1;
        if (inner.trim().startsWith(marker) && /^(`+|~+)$/.test(inner.trim())) break;
        code.push(inner.slice(Math.min(indent, inner.length - inner.trimStart().length)));
      }
      const language = fence[3] ? ` class="language-${escapeHtml(fence[3])}"` : '';
      out.push(`<pre><code${language}>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const heading = headingLine.exec(text);
    if (heading) {
      const depth = heading[1]?.length ?? 2;
      // Docusaurus names a heading's anchor itself with a trailing `{#id}`.
      const custom = /^(.*?)\s*{#([\w.-]+)}$/.exec(heading[2] ?? '');
      const title = custom ? (custom[1] ?? '') : (heading[2] ?? '');
      const id = custom?.[2] ?? slugOf(title);
      headings.push({ depth, text: title.replace(/[`*_]/g, ''), id });
      out.push(`<h${String(depth)} id="${escapeHtml(id)}">${renderInline(title)}</h${String(depth)}>`);
      continue;
    }
    if (rule.test(text)) {
      out.push('<hr>');
      continue;
    }
    if (/^\s*\|/.test(text) && next !== undefined && tableSeparator.test(next)) {
      index += 1;
      const head = cells(text)
        .map((cell) => `<th>${renderInline(cell)}</th>`)
        .join('');
      const rows: string[] = [];
      while (/^\s*\|/.test(textOf(lines[index]) ?? '')) {
        const row = cells(textOf(lines[index]) ?? '');
        rows.push(`<tr>${row.map((cell) => `<td>${renderInline(cell)}</td>`).join('')}</tr>`);
        index += 1;
      }
      out.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`);
      continue;
    }
    if (/^\s*>/.test(text)) {
      const quoted = [text.replace(/^\s*>\s?/, '')];
      while (/^\s*>/.test(textOf(lines[index]) ?? '')) {
        quoted.push((textOf(lines[index]) ?? '').replace(/^\s*>\s?/, ''));
        index += 1;
      }
      out.push(`<blockquote>${renderMdxBody(quoted.join('\n')).html}</blockquote>`);
      continue;
    }
    const item = listItem.exec(text);
    if (item) {
      const items: Item[] = [
        { indent: item[1]?.length ?? 0, ordered: /\d/.test(item[2] ?? ''), text: item[3] ?? '' },
      ];
      while (index < lines.length) {
        const following = textOf(lines[index]);
        if (following === undefined) break;
        const nextItem = listItem.exec(following);
        if (nextItem) {
          items.push({
            indent: nextItem[1]?.length ?? 0,
            ordered: /\d/.test(nextItem[2] ?? ''),
            text: nextItem[3] ?? '',
          });
        } else if (isBlank(following)) {
          // A blank line ends the list unless another item follows it.
          if (!listItem.test(textOf(lines[index + 1]) ?? '')) break;
        } else if (!startsBlock(following, textOf(lines[index + 1]))) {
          const last = items[items.length - 1] as Item;
          last.text += ` ${following.trim()}`;
        } else {
          break;
        }
        index += 1;
      }
      out.push(renderList(items));
      continue;
    }
    const paragraph = [text.trim()];
    while (index < lines.length) {
      const following = textOf(lines[index]);
      if (following === undefined || isBlank(following)) break;
      if (startsBlock(following, textOf(lines[index + 1]))) break;
      paragraph.push(following.trim());
      index += 1;
    }
    out.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
  }
  return { html: out.join('\n'), headings };
}
