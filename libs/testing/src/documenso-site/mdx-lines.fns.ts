/**
 * The first pass over an MDX body: its lines, with `import`/`export` statements and `{/* … *\/}`
 * comments dropped, and every JSX component tag on a line of its own (MDX lets a tag share a line
 * with text, `<Tab value="A">text</Tab>`, or span lines, as `<Card` with one attribute a line);
 * so is each HTML tag that starts a line, and each Docusaurus admonition line (`:::tip`, `:::`).
 * Code fences pass through untouched.
 */
import { admonitionTag } from './docusaurus-components.fns.js';
import { parseJsxTag, tagEnd, type JsxTag } from './jsx-tag.fns.js';

export type MdxLine =
  { kind: 'text'; text: string } | { kind: 'tag'; tag: JsxTag } | { kind: 'html'; text: string };

// A fence may carry meta after its language (Docusaurus: ```json title="vercel.json").
const fence = /^\s*(`{3,}|~{3,})\s*[\w+-]*(\s+[^`\s][^`]*)?$/;
const componentStart = /^\s*<\/?[A-Z]/;
const htmlStart = /^\s*<\/?[a-z][\w-]*(?=[\s>/]|$)/;

/** Opens and closes code fences line by line; a fence closes only with its own marker or longer. */
function fenceTracker() {
  let marker = '';
  return {
    /** Whether this line is inside a fence or is one of its marker lines. */
    inFence(line: string): boolean {
      const match = fence.exec(line);
      if (marker === '') {
        if (match) marker = match[1] ?? '';
        return marker !== '';
      }
      const closes = /^\s*(`+|~+)\s*$/.exec(line)?.[1];
      if (closes && closes[0] === marker[0] && closes.length >= marker.length) marker = '';
      return true;
    },
  };
}

/**
 * Drops `import … from '…';` and `export …` statements (which may span lines), `{/* … *\/}` and
 * `<!-- … -->` comments and `{' '}` spacers, outside code fences.
 */
function withoutScript(lines: string[]): string[] {
  const kept: string[] = [];
  const fences = fenceTracker();
  let inStatement = false;
  for (const line of lines) {
    const inFence = fences.inFence(line);
    if (!inFence && !inStatement && /^(import|export)\s/.test(line)) inStatement = true;
    if (inStatement) {
      if (/['"];?\s*$|^\s*}\s*;?\s*$|;\s*$/.test(line) && !/{\s*$/.test(line)) inStatement = false;
      continue;
    }
    if (inFence) {
      kept.push(line);
      continue;
    }
    kept.push(
      line
        .replace(/\{\/\*.*?\*\/\}/g, '')
        .replace(/\{' '\}/g, ' ')
        .replace(/<!--.*?-->/g, ''),
    );
  }
  return kept;
}

/**
 * Text that is one expression (`{getExampleCode("query")}`, alone or between a component's tags)
 * shows a value computed by the site's code, which the corpus does not hold.
 */
const bareExpression = /^\s*\{[A-Za-z_$][\w$.]*(\(.*\))?\}\s*$/;

export function mdxLines(body: string): MdxLine[] {
  const source = withoutScript(body.split('\n')).join('\n');
  const lines: MdxLine[] = [];
  const pushText = (text: string) => {
    if (!bareExpression.test(text)) lines.push({ kind: 'text', text });
  };
  const fences = fenceTracker();
  let rest = source;
  while (rest.length > 0) {
    const newline = rest.indexOf('\n');
    const line = newline === -1 ? rest : rest.slice(0, newline);
    if (fences.inFence(line)) {
      lines.push({ kind: 'text', text: line });
      rest = newline === -1 ? '' : rest.slice(newline + 1);
      continue;
    }
    const admonition = admonitionTag(line);
    if (admonition) {
      lines.push({ kind: 'tag', tag: admonition });
      rest = newline === -1 ? '' : rest.slice(newline + 1);
      continue;
    }
    const component = componentStart.test(line);
    if (component || htmlStart.test(line)) {
      const start = rest.indexOf('<');
      const end = tagEnd(rest, start);
      // An HTML line whose first tag ends on it is kept whole (`<h2 className="…">Title</h2>`).
      if (!component && end !== -1 && (newline === -1 || end <= newline)) {
        lines.push({ kind: 'html', text: line });
        rest = newline === -1 ? '' : rest.slice(newline + 1);
        continue;
      }
      if (end !== -1) {
        const tag = rest.slice(start, end).replace(/\s+/g, ' ');
        lines.push(component ? { kind: 'tag', tag: parseJsxTag(tag) } : { kind: 'html', text: tag });
        rest = rest.slice(end).replace(/^[ \t]*\n?/, '');
        continue;
      }
    }
    // A closing tag after text ends the component, unless it is quoted in a code span.
    const closing = /<\/[A-Z]\w*>/.exec(line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length)));
    if (closing && closing.index > 0) {
      pushText(line.slice(0, closing.index));
      rest = rest.slice(closing.index);
      continue;
    }
    pushText(line);
    rest = newline === -1 ? '' : rest.slice(newline + 1);
  }
  return lines;
}
