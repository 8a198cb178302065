import type { LegalBlock, LegalInsert } from './legal.types';

const INSERT_LINE = /^\{\{([a-z-]+)\}\}$/;
const SPAN = /\{\{([a-z-]+)\}\}/g;

/**
 * A legal section's blocks from its Markdown: a line of its own `{{name}}` places `inserts[name]`
 * (a timeline table, the support links), a `{{name}}` within the text stands for `spans[name]`, and
 * the Markdown between them is shown as it is. A name with nothing behind it is a mistake in the
 * text, so it throws rather than show braces on the page.
 */
export function legalBlocks(
  markdown: string,
  spans: Readonly<Record<string, string>>,
  inserts: Readonly<Record<string, LegalInsert>> = {},
): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let text: string[] = [];
  const flush = () => {
    const joined = text.join('\n').trim();
    if (joined !== '') blocks.push({ kind: 'markdown', text: joined });
    text = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const name = INSERT_LINE.exec(line.trim())?.[1];
    if (name === undefined) {
      text.push(
        line.replace(SPAN, (_, span: string) => {
          const value = spans[span];
          if (value === undefined) throw new Error(`legal text: nothing stands for {{${span}}}`);
          return value;
        }),
      );
      continue;
    }
    const insert = inserts[name];
    if (insert === undefined) throw new Error(`legal text: nothing to place at {{${name}}}`);
    flush();
    blocks.push(insert);
  }
  flush();
  return blocks;
}
