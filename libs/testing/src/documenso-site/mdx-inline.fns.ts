/**
 * Markdown inside one block (a paragraph, a heading, a list item, a table cell) to HTML: code
 * spans, images, links, bold, italics and autolinks. Everything else is escaped, so stray JSX or
 * `<` in prose shows as text, as it would on a page that renders it.
 */
import { escapeHtml } from '../fixture-site/page-layout.fns.js';
import { inlineComponents } from './docusaurus-components.fns.js';

const codeSpan = /(`+)([\s\S]*?[^`])\1(?!`)/g;

/**
 * Besides Markdown: a layout wrapper inside a cell (`<div style={{minWidth: '200px'}}>Channel</div>`)
 * shows only its text, and a known inline component (`<Optional />`) what it renders.
 */
function formatText(text: string): string {
  return escapeHtml(text)
    .replace(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+&quot;[^&]*&quot;)?\)/g, '<img src="$2" alt="$1" loading="lazy">')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;[^&]*&quot;)?\)/g, '<a href="$2">$1</a>')
    .replace(/&lt;(https?:\/\/[^\s&]+)&gt;/g, '<a href="$1">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>')
    .replace(/&lt;(\/?)(strong|em|b|i|code|kbd|sup|sub)&gt;/g, '<$1$2>')
    .replace(/&lt;br\s*\/?&gt;/g, '<br>')
    .replace(/&lt;\/?(?:div|span)\b(?:(?!&gt;).)*&gt;/g, '')
    .replace(/&lt;([A-Z]\w*)\s*\/&gt;/g, (tag, name: string) => inlineComponents[name] ?? tag);
}

export function renderInline(markdown: string): string {
  // Code spans first, held out as placeholders, so that their text is never formatted while
  // emphasis around them (`**`code`**`) still is.
  const spans: string[] = [];
  const held = markdown.replace(codeSpan, (_match, _ticks, code: string) => {
    spans.push(`<code>${escapeHtml(code.trim())}</code>`);
    return `\uE000${String(spans.length - 1)}\uE000`;
  });
  return formatText(held).replace(
    /\uE000(\d+)\uE000/g,
    (_match, index: string) => spans[Number(index)] ?? '',
  );
}

/** The text of a heading as a URL fragment, as documentation sites make their anchors. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/`|\*|_|\[|\]\([^)]*\)/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
