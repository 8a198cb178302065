import { createHash } from 'node:crypto';

export type ChunkOptions = {
  /** Upper bound per chunk, overlap included (tokens ≈ ceil(chars / 4)). */
  maxTokens: number;
  /** Sections are split into balanced chunks of at least this size when they are long enough. */
  minTokens: number;
  /** Share of `maxTokens` repeated from the previous chunk of the same section. */
  overlapRatio: number;
};

export type Chunk = {
  index: number;
  /** Page title and heading path, e.g. 'Acme › Pricing › Plans › Pro'. */
  header: string;
  headingPath: string[];
  content: string;
  /** What is embedded and searched: header, blank line, content. */
  text: string;
  tokenCount: number;
  /** sha256 hex of `text`. */
  contentHash: string;
};

export type ChunkedPage = {
  /** sha256 hex of the title and text; an unchanged page is skipped on re-sync. */
  pageHash: string;
  chunks: Chunk[];
};

export const defaultChunkOptions: ChunkOptions = { maxTokens: 500, minTokens: 300, overlapRatio: 0.15 };

const charsPerToken = 4;
const headerSeparator = ' › ';

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / charsPerToken);
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type Section = { path: string[]; blocks: string[] };

/**
 * Heading-aware chunking of extracted page text (blocks separated by blank lines, headings as
 * `#` lines): one section per heading, each split at block boundaries, and only when a block is
 * itself too long at line (list item, table row), sentence and finally word boundaries.
 */
export function chunkPage(
  page: { title: string; text: string },
  options: Partial<ChunkOptions> = {},
): ChunkedPage {
  const opts = { ...defaultChunkOptions, ...options };
  const title = page.title.replace(/\s+/g, ' ').trim();
  const overlapChars = Math.floor(opts.maxTokens * opts.overlapRatio) * charsPerToken;
  // Room for the overlap and its blank line keeps every chunk within maxTokens.
  const packChars = opts.maxTokens * charsPerToken - (overlapChars > 0 ? overlapChars + 2 : 0);

  const chunks: Chunk[] = [];
  for (const section of splitSections(page.text)) {
    const units = section.blocks.flatMap((b) => splitOversized(b, packChars));
    const path =
      section.path[0]?.toLowerCase() === title.toLowerCase() ? section.path.slice(1) : section.path;
    const header = [title, ...path].filter((p) => p !== '').join(headerSeparator);
    let previous: string | undefined;
    for (const packed of pack(units, packChars, opts.minTokens * charsPerToken)) {
      const overlap = previous === undefined ? '' : tail(previous, overlapChars);
      const content = overlap === '' ? packed : `${overlap}\n\n${packed}`;
      const text = header === '' ? content : `${header}\n\n${content}`;
      chunks.push({
        index: chunks.length,
        header,
        headingPath: path,
        content,
        text,
        tokenCount: estimateTokens(content),
        contentHash: sha256Hex(text),
      });
      previous = packed;
    }
  }
  return { pageHash: sha256Hex(`${title}\n\n${page.text}`), chunks };
}

function splitSections(text: string): Section[] {
  const sections: Section[] = [];
  const stack: { level: number; title: string }[] = [];
  let current: Section = { path: [], blocks: [] };
  for (const raw of text.split(/\n{2,}/)) {
    const block = raw.trim();
    if (block === '') continue;
    const heading = /^(#{1,6}) (.+)$/.exec(block);
    if (heading?.[1] !== undefined && heading[2] !== undefined && !block.includes('\n')) {
      if (current.blocks.length > 0) sections.push(current);
      const level = heading[1].length;
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= level) stack.pop();
      stack.push({ level, title: heading[2].trim() });
      current = { path: stack.map((h) => h.title), blocks: [] };
    } else {
      current.blocks.push(block);
    }
  }
  if (current.blocks.length > 0) sections.push(current);
  return sections;
}

/** Splits a block longer than `limit` chars at the coarsest boundary that fits. */
function splitOversized(block: string, limit: number): string[] {
  if (block.length <= limit) return [block];
  const lines = block.split('\n');
  if (lines.length > 1) {
    const isTable = lines.every((l) => l.startsWith('|'));
    const separator = lines[1];
    // Each part of a long table repeats the header row so its cells keep their meaning.
    const tableHead =
      isTable && separator !== undefined && /^\|(\s*-{3,}\s*\|)+$/.test(separator) ? lines.slice(0, 2) : [];
    const rows = lines.slice(tableHead.length);
    const headText = tableHead.join('\n');
    const room = limit - (headText === '' ? 0 : headText.length + 1);
    const groups = greedy(
      rows.flatMap((r) => splitOversized(r, room)),
      room,
      '\n',
    );
    return groups.map((g) => (headText === '' ? g : `${headText}\n${g}`));
  }
  const sentences = block.match(/[^.!?。！？]+(?:[.!?。！？]+["')\]]*\s*|$)/gu) ?? [block];
  if (sentences.length > 1) {
    return greedy(
      sentences.map((s) => s.trim()).flatMap((s) => splitOversized(s, limit)),
      limit,
      ' ',
    );
  }
  return greedy(splitWords(block, limit), limit, ' ');
}

function splitWords(text: string, limit: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  // A "word" longer than the limit (a URL, a base64 blob) is cut where it must be.
  return words.flatMap((w) => {
    const parts: string[] = [];
    for (let i = 0; i < w.length; i += limit) parts.push(w.slice(i, i + limit));
    return parts;
  });
}

function greedy(parts: string[], limit: number, joiner: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (part === '') continue;
    if (current === '') current = part;
    else if (current.length + joiner.length + part.length <= limit) current += joiner + part;
    else {
      out.push(current);
      current = part;
    }
  }
  if (current !== '') out.push(current);
  return out;
}

/**
 * Packs units into chunks of similar size: a section of 1.2 chunks' worth becomes two of ~0.6,
 * not one full chunk and a scrap, but never chunks below `minChars` when the section allows.
 */
function pack(units: string[], limit: number, minChars: number): string[] {
  const total = units.reduce((sum, u) => sum + u.length + 2, -2);
  const count = Math.max(1, Math.ceil(total / limit));
  const target = Math.max(Math.min(minChars, limit), total / count);
  const out: string[] = [];
  let current = '';
  for (const unit of units) {
    if (current === '') current = unit;
    else if (current.length < target && current.length + 2 + unit.length <= limit) current += `\n\n${unit}`;
    else {
      out.push(current);
      current = unit;
    }
  }
  if (current !== '') out.push(current);
  return out;
}

/** The end of `text`, at most `maxChars`, starting at a line, sentence or word boundary. */
function tail(text: string, maxChars: number): string {
  if (maxChars <= 0) return '';
  if (text.length <= maxChars) return text;
  const window = text.slice(text.length - maxChars);
  const structural = /\n|[.!?。！？]\s/u.exec(window);
  if (structural) {
    const rest = window.slice(structural.index + structural[0].length).trim();
    // A boundary that keeps only a scrap of the window is worse than a word boundary.
    if (rest.length >= maxChars / 3) return rest;
  }
  const word = /\s/.exec(window);
  if (word) {
    const rest = window.slice(word.index + 1).trim();
    if (rest !== '') return rest;
  }
  return window.trim();
}
