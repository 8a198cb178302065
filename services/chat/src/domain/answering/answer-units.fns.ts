import { splitIntoUnits, type TextUnitKind } from './text-units.fns.js';

export type UnitPassage = { url: string; title: string; header: string; content: string };

/** One quotable piece of a retrieved passage, with what it needs to be read on its own. */
export type AnswerUnit = {
  passage: number;
  /** Reading order within the passage. */
  position: number;
  kind: Exclude<TextUnitKind, 'heading'>;
  text: string;
  /** The heading (or page title) the unit sits under: it says what the unit is about. */
  context: string;
  /** Units of one list share a group number; -1 for running text. */
  group: number;
  /** For a list's items: the sentence introducing the list ("To add a recipient:"), if any. */
  leadIn: number | undefined;
};

/** Leftovers of page markup that no extractor quite removes: admonition fences, template tags, JSX. */
const markupLeftover = /^(?::::?\s*\w*\s*)+$|^\{%.*%\}$|^<\/?[A-Z][\w.]*[^>]*>$|^\{\/\*.*\*\/\}$/u;
const inlineMarkup = /:::\s*\w*|\{%[^%]*%\}|<\/?[A-Z][\w.]*[^>]*>/gu;
/**
 * Sentences that only point elsewhere ("Check out this blog post.", "Learn more.", "See the guide
 * below."): their link is gone once quoted, so they answer nothing.
 */
const pointerOnly =
  /^(?:check out|see|read|learn more|click here|visit|find out more|for more (?:details|information)|more info|refer to|go to)\b[^.!?]{0,60}[.!?:]?$/iu;
/** Fewer words than this, outside a list, is a label or a fragment, not an answer. */
const minSentenceWords = 4;

const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;

/** The unit's text with markup leftovers removed, or '' when nothing worth quoting is left. */
function cleanUnitText(text: string): string {
  if (markupLeftover.test(text.trim())) return '';
  return text.replace(inlineMarkup, ' ').replace(/\s+/gu, ' ').trim();
}

/** A table row's cells, read against the table's header: "Plan: Free; Documents: 5 a month". */
function labelledRow(cells: readonly string[], header: readonly string[] | undefined): string {
  if (!header || header.length !== cells.length) return cells.join(', ');
  return cells.map((cell, i) => (header[i] ? `${header[i]}: ${cell}` : cell)).join('; ');
}

const tableLine = /^\s*\|(.*)\|\s*$/;
const separatorRow = /^[\s|:-]*$/;

/**
 * Table rows become list items labelled with their column headings, so a row answers on its own
 * ("Plan: Team; Price: $50") instead of as a run of bare cells quoted like a sentence.
 */
function labelTables(content: string): string {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let header: string[] | undefined;
  let inTable = false;
  lines.forEach((line, i) => {
    const row = tableLine.exec(line)?.[1];
    if (row === undefined) {
      inTable = false;
      header = undefined;
      out.push(line);
      return;
    }
    if (separatorRow.test(row)) return;
    const cells = row.split(/(?<!\\)\|/u).map((cell) => cell.replace(/\\\|/gu, '|').trim());
    const next = tableLine.exec(lines[i + 1] ?? '')?.[1];
    if (!inTable && next !== undefined && separatorRow.test(next)) {
      header = cells;
      inTable = true;
      return;
    }
    inTable = true;
    if (cells.every((cell) => cell === '')) return;
    out.push(`- ${labelledRow(cells, header)}`);
  });
  return out.join('\n');
}

const fence = /^\s*(?:```|~~~)/u;
/** A code block this short (a setting, an address, one command) is an answer in itself. */
const maxQuotedCodeLines = 2;
const maxQuotedCodeChars = 120;

/**
 * Short code blocks ("DOCUMENSO_DISABLE_TELEMETRY=true", "app.example.com/p/you") become list
 * items, so the sentence introducing them ("Add the following to your configuration:") is quoted
 * with them; longer blocks are left out, as code mid-answer reads badly.
 */
function quoteShortCode(content: string): string {
  const out: string[] = [];
  let block: string[] | undefined;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence.test(line)) {
      if (block === undefined) {
        block = [];
        continue;
      }
      const code = block.map((l) => l.trim()).filter(Boolean);
      const short = code.length <= maxQuotedCodeLines && code.join(' ').length <= maxQuotedCodeChars;
      out.push('', ...(short ? code.map((l) => `- \`${l.replace(/`/g, '')}\``) : []), '');
      block = undefined;
      continue;
    }
    if (block === undefined) out.push(line);
    else block.push(line);
  }
  return out.join('\n');
}

/** The passage's heading path below the page title ('Page › Section › Part' → 'Section › Part'). */
const sectionOf = (passage: UnitPassage) => passage.header.split(' › ').slice(1).join(' › ') || passage.title;

/**
 * Breaks the retrieved passages into units an answer may quote: sentences and list items (table
 * rows become labelled items), each with the heading it sits under and, for list items, the
 * sentence that introduces their list. Headings, code, markup leftovers, fragments and sentences
 * that merely point at a link are left out.
 */
export function answerUnits(passages: readonly UnitPassage[]): AnswerUnit[] {
  const units: AnswerUnit[] = [];
  let groups = 0;
  passages.forEach((passage, index) => {
    let context = sectionOf(passage);
    let group = -1;
    let leadIn: number | undefined;
    let previousKind: TextUnitKind | undefined;
    let lastSentence: AnswerUnit | undefined;
    splitIntoUnits(labelTables(quoteShortCode(passage.content))).forEach((unit, position) => {
      if (unit.kind === 'heading') {
        context = unit.text;
        previousKind = 'heading';
        lastSentence = undefined;
        return;
      }
      const text = cleanUnitText(unit.text);
      if (unit.kind === 'item') {
        if (previousKind !== 'item') {
          groups += 1;
          group = groups;
          leadIn = lastSentence?.text.endsWith(':') ? units.indexOf(lastSentence) : undefined;
        }
        previousKind = 'item';
        if (text !== '' && !pointerOnly.test(text)) {
          units.push({ passage: index, position, kind: 'item', text, context, group, leadIn });
        }
        return;
      }
      previousKind = 'sentence';
      // A short line ending in a colon ("Steps:") still introduces the list after it.
      const introducesList = text.endsWith(':');
      if (text === '' || pointerOnly.test(text)) return;
      if (!introducesList && wordCount(text) < minSentenceWords) return;
      lastSentence = {
        passage: index,
        position,
        kind: 'sentence',
        text,
        context,
        group: -1,
        leadIn: undefined,
      };
      units.push(lastSentence);
    });
  });
  return units;
}

/** What a unit is compared with the question as: its heading says what a bare list item is about. */
export const unitWithContext = (unit: AnswerUnit) =>
  unit.context === '' ? unit.text : `${unit.context}: ${unit.text}`;
