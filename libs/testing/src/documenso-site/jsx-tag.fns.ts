/**
 * One JSX tag as MDX writes it (`<Callout type="warn">`, `<Tabs items={['A', 'B']}>`, `</Step>`,
 * `<Card title="…" href="…" />`), read into its name and attributes. Expression attributes keep
 * their source text; `stringsIn` pulls the quoted strings out of one (Tabs' `items`).
 */
export type JsxTag = {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Record<string, string>;
};

/** Where the tag starting at `start` ends (the index after its `>`), minding quotes and braces. */
export function tagEnd(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let index = start + 1; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
    } else if (char === '>' && depth === 0) {
      return index + 1;
    }
  }
  return -1;
}

export function parseJsxTag(source: string): JsxTag {
  const closing = source.startsWith('</');
  const selfClosing = /\/\s*>$/.test(source);
  const inner = source.replace(/^<\/?/, '').replace(/\/?\s*>$/, '');
  const name = /^[\w.:-]+/.exec(inner)?.[0] ?? '';
  const attributes: Record<string, string> = {};
  let rest = inner.slice(name.length);
  const attribute = /^\s*([@:\w.-]+)(?:\s*=\s*("[^"]*"|'[^']*'|\{))?/;
  for (;;) {
    const match = attribute.exec(rest);
    if (!match) break;
    const key = match[1] ?? '';
    const value = match[2];
    rest = rest.slice(match[0].length);
    if (value === undefined) {
      attributes[key] = 'true';
    } else if (value === '{') {
      const length = expressionLength(rest);
      attributes[key] = rest.slice(0, length);
      rest = rest.slice(length + 1);
    } else {
      attributes[key] = value.slice(1, -1);
    }
  }
  return { name, closing, selfClosing, attributes };
}

/** How far the expression after an opening `{` runs, up to (not including) its closing `}`. */
function expressionLength(text: string): number {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      if (depth === 0) return index;
      depth -= 1;
    }
  }
  return text.length;
}

/** `['Signers', "Approvers"]` → the strings. */
export function stringsIn(expression: string): string[] {
  return [...expression.matchAll(/"([^"]*)"|'([^']*)'/g)].map((match) => match[1] ?? match[2] ?? '');
}
