import { isInstruction } from './instruction.fns.js';
import { splitIntoUnits, type TextUnitKind } from './text-units.fns.js';

/** A chunk beside a retrieved passage on its page (the one before or after it). */
export type PassageNeighbour = { header: string; content: string };

export type UnitPassage = {
  url: string;
  title: string;
  header: string;
  content: string;
  /** The chunks just before and just after it on its page, in reading order. */
  before?: readonly PassageNeighbour[];
  after?: readonly PassageNeighbour[];
};

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
  /**
   * From a chunk beside the passage, not the passage itself: never chosen on its own merit (it was
   * not retrieved, nor scored), only quoted to complete a run of steps the passage begins or ends.
   */
  neighbour: boolean;
};

/** Leftovers of page markup that no extractor quite removes: admonition fences, template tags, JSX. */
const markupLeftover = /^(?::::?\s*\w*\s*)+$|^\{%.*%\}$|^<\/?[A-Z][\w.]*[^>]*>$|^\{\/\*.*\*\/\}$/u;
const inlineMarkup = /:::\s*\w*|\{%[^%]*%\}|<\/?[A-Z][\w.]*[^>]*>/gu;
/**
 * Sentences that only point elsewhere ("Check out this blog post.", "Learn more.", "See the guide
 * below."): their link is gone once quoted, so they answer nothing. "Go to Settings." is not one of
 * them: on a help page it is the first step of the way.
 */
const pointerOnly =
  /^(?:check out|see|read|learn more|click here|visit|find out more|for more (?:details|information)|more info|refer to)\b[^.!?]{0,60}[.!?:]?$/iu;
/** Fewer words than this, outside a list and unless a step, is a label or a fragment, not an answer. */
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

/** The heading path below the page title ('Page › Section › Part' → 'Section › Part'). */
const sectionOf = (header: string, title: string) => header.split(' › ').slice(1).join(' › ') || title;

/**
 * Breaks the retrieved passages into units an answer may quote: sentences and list items (table
 * rows become labelled items), each with the heading it sits under and, for list items, the
 * sentence that introduces their list. Headings, code, markup leftovers, fragments and sentences
 * that merely point at a link are left out. With `neighbours`, the units of the chunks beside each
 * passage come in reading order around its own, marked as such; the passage's own units keep
 * their order either way, so scores given for one list fit the other.
 */
export function answerUnits(
  passages: readonly UnitPassage[],
  { neighbours = false }: { neighbours?: boolean } = {},
): AnswerUnit[] {
  const units: AnswerUnit[] = [];
  let groups = 0;
  // Reading state runs on from a chunk into the next, so a list in the chunk after keeps the
  // sentence before it that introduces it.
  let group = -1;
  let leadIn: number | undefined;
  let previousKind: TextUnitKind | undefined;
  let lastSentence: AnswerUnit | undefined;
  const addText = (index: number, content: string, context: string, neighbour: boolean) => {
    splitIntoUnits(labelTables(quoteShortCode(content))).forEach((unit, position) => {
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
          units.push({ passage: index, position, kind: 'item', text, context, group, leadIn, neighbour });
        }
        return;
      }
      previousKind = 'sentence';
      // A short line ending in a colon ("Steps:") still introduces the list after it.
      const introducesList = text.endsWith(':');
      if (text === '' || pointerOnly.test(text)) return;
      // "Go to Settings." is short but a step of the way, and quoted with the steps around it.
      if (!introducesList && wordCount(text) < minSentenceWords && !isInstruction(text)) return;
      lastSentence = {
        passage: index,
        position,
        kind: 'sentence',
        text,
        context,
        group: -1,
        leadIn: undefined,
        neighbour,
      };
      units.push(lastSentence);
    });
  };
  passages.forEach((passage, index) => {
    previousKind = undefined;
    lastSentence = undefined;
    const addNeighbours = (chunks: readonly PassageNeighbour[] = []) => {
      if (!neighbours) return;
      for (const chunk of chunks) addText(index, chunk.content, sectionOf(chunk.header, passage.title), true);
    };
    addNeighbours(passage.before);
    addText(index, passage.content, sectionOf(passage.header, passage.title), false);
    addNeighbours(passage.after);
  });
  return units;
}

/** What a unit is compared with the question as: its heading says what a bare list item is about. */
export const unitWithContext = (unit: AnswerUnit) =>
  unit.context === '' ? unit.text : `${unit.context}: ${unit.text}`;
