export type TextUnitKind = 'heading' | 'item' | 'sentence';

/** A piece of a passage that can stand alone in an answer, free of Markdown markers. */
export type TextUnit = { kind: TextUnitKind; text: string };

/** Abbreviations that end with a period but almost never end a sentence. */
const abbreviations = new Set(
  'e.g i.e cf vs mr mrs ms dr prof st no nos approx fig inc ltd co jr sr dept est min max ca'.split(' '),
);

/** Removes inline Markdown and HTML so that an answer reads as plain text. */
export function stripInlineMarkdown(text: string): string {
  return (
    text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
      .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      .replace(/`([^`]+)`/g, '$1')
      .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
      .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
      .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, '$1')
      // Single underscores only around whole words, so snake_case names survive.
      .replace(/(^|[^\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function endsSentence(text: string, markEnd: number, mark: string, after: string): boolean {
  if (/^[。！？]/u.test(mark)) return true;
  // "approx. five days": a lower-case continuation means the period was not a full stop.
  if (/^\p{Ll}/u.test(after.trimStart())) return false;
  if (mark !== '.') return true;
  const word = (/(\S+)\.$/u.exec(text.slice(0, markEnd))?.[1] ?? '').replace(/^[("'“‘[]+/u, '');
  const lower = word.toLowerCase();
  if (abbreviations.has(lower)) return false;
  // Initials and dotted abbreviations: "J. Smith", "U.S. orders".
  return !/^\p{L}$/u.test(word) && !/^(?:\p{L}\.)+\p{L}$/u.test(word);
}

/**
 * Splits running text into sentences. A boundary needs terminal punctuation followed by white
 * space (or a CJK full stop), so decimals ("2.5 kg") and URLs ("example.com/a.html") stay whole.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const boundary = /[.!?…]+["'”’)\]]*(?=\s|$)|[。！？]+/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].length;
    const mark = match[0].replace(/["'”’)\]]+$/u, '');
    if (!endsSentence(text, match.index + mark.length, mark, text.slice(end))) continue;
    sentences.push(text.slice(start, end));
    start = end;
  }
  sentences.push(text.slice(start));
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const listItem = /^\s*(?:[-*+•‣◦]|\d{1,3}[.)])\s+(.*)$/u;
const rule = /^\s*(?:[-=*_]\s*){3,}$/;
const fence = /^\s*(?:```|~~~)/;
const tableRow = /^\s*\|(.*)\|\s*$/;

/**
 * Breaks a Markdown (or plain text) passage into answerable units: headings and list or table
 * lines stand alone, paragraphs are split into sentences, and code blocks are left out because a
 * chat answer should not quote code mid-sentence.
 */
export function splitIntoUnits(content: string): TextUnit[] {
  const units: TextUnit[] = [];
  let paragraph: string[] = [];
  const push = (kind: TextUnitKind, raw: string) => {
    for (const text of splitSentences(stripInlineMarkdown(raw))) units.push({ kind, text });
  };
  const flush = () => {
    if (paragraph.length > 0) push('sentence', paragraph.join(' '));
    paragraph = [];
  };
  let inCode = false;
  for (const rawLine of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence.test(rawLine)) {
      flush();
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    const line = rawLine.replace(/^\s*(?:>\s?)+/, '');
    const headingText = heading.exec(line)?.[1];
    const itemText = listItem.exec(line)?.[1];
    const row = tableRow.exec(line)?.[1];
    if (line.trim() === '' || rule.test(line)) flush();
    else if (headingText !== undefined) {
      flush();
      const text = stripInlineMarkdown(headingText);
      if (text) units.push({ kind: 'heading', text });
    } else if (itemText !== undefined) {
      flush();
      push('item', itemText);
    } else if (row !== undefined) {
      flush();
      if (!/^[\s|:-]*$/.test(row)) {
        push(
          'item',
          row
            .split('|')
            .map((cell) => cell.trim())
            .filter(Boolean)
            .join(', '),
        );
      }
    } else paragraph.push(line.trim());
  }
  flush();
  return units;
}
