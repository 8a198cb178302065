import { holdsAnswerKind, type AnswerKind } from './answer-kind.fns.js';
import { answerMatch, type AnswerMatch } from './answer-match.fns.js';
import { answerUnits, unitWithContext, type AnswerUnit, type UnitPassage } from './answer-units.fns.js';
import { asksForSteps, isInstruction } from './instruction.fns.js';
import { lexicalMatch } from './lexical-match.fns.js';
import { contentTerms } from './text-terms.fns.js';

export type AnswerPassage = UnitPassage & { score: number };
export type AnswerSource = { url: string; title: string };
export type ExtractiveAnswer = {
  answer: string;
  sources: AnswerSource[];
  matched: boolean;
  /** How well the best quote matched, when one was given (answer-match.fns.ts). */
  match?: AnswerMatch;
  /**
   * Chosen by meaning: the best quote as it was scored (under its headings) and its closeness in
   * meaning to the question, for the checks that need the model again (unspoken-terms.fns.ts).
   */
  bestQuote?: { scoredText: string; similarity: number };
};

/**
 * How close in meaning each unit is to the question (cosine similarity by the embedding model the
 * passages were found with), in the order of `answerUnits`; absent when it could not be scored.
 */
export type UnitMeaning = { scores: readonly number[]; semantic: boolean };

export type ExtractiveAnswerOptions = {
  /** Most units (sentences or list items) quoted in one answer. */
  maxUnits?: number;
  /**
   * With a semantic model: the best unit's score below which the content is taken not to answer
   * the question (calibrated on the development set, see bench/quality).
   */
  declineBelow?: number;
  /** Without one: share (0–1) of the question's content words the best unit must hold. */
  minOverlap?: number;
  /**
   * The kind of answer the visitor's own words ask for (see answer-kind): the best quote must hold
   * one. Taken from the visitor's message, not from a follow-up's search query, which carries the
   * question before it.
   */
  answerKind?: AnswerKind;
  /**
   * The visitor's own message, when it differs from the search query (a follow-up's query carries
   * the question before it): "how do I…" and "where do I…" are answered with the steps.
   */
  visitorQuestion?: string;
  /**
   * Words of the question the best quote must hold (content terms, see text-terms): set when a
   * first answer spoke past them though a passage uses them (passed-over-terms.fns.ts).
   */
  bestHolds?: ReadonlySet<string>;
};

export const noMatchAnswer = "I couldn't find anything about that in this site's content.";
export const defaultMaxUnits = 5;
export const defaultDeclineBelow = 0.5;
export const defaultMinOverlap = 0.3;
/** Longest unit quoted, so that one run-on paragraph cannot fill the chat window. */
export const maxQuotedLength = 300;
/** List items quoted under one lead-in: enough for most step lists, short enough to read in a bubble. */
const maxListItems = 7;
/** Weight of shared words beside meaning: it keeps exact names (a product, an error code) in play. */
const lexicalWeight = 0.25;
/**
 * How units are weighed, by meaning or (the words-only fallback) by shared words.
 *
 * `placeWeight`: weight of the place a unit stands in (its passage's retrieval score relative to
 * the best passage's) beside the unit's own fit. Retrieval judges a whole passage under its
 * headings, full-text and meaning fused and re-scored, which tells which place answers better than
 * one sentence can; the unit's fit then picks the sentences within it. On the development set
 * (bench/quality) results hardly move from 2 to 5; without it the answer quoted the expected page
 * for 0.71 of English questions, with it 0.82. Words only, the passage's score comes from the same
 * word matching as the fit and adds nothing.
 *
 * `joinShare`: another unit joins the answer only when its fit is at least this share of the
 * best's. Lower quotes more: at 0.9 answers averaged 260 characters and held 0.35 of the facts a
 * good answer needs, at 0.75 about 350 characters (three or four sentences) and 0.56. Words only,
 * ties in shared words are common, so only near-equals join.
 */
const weighing = {
  semantic: { placeWeight: 3, joinShare: 0.75 },
  wordsOnly: { placeWeight: 0, joinShare: 0.9 },
} as const;
/**
 * An answer shorter than this reads on from its best place: the units after the last one quoted
 * there, in reading order (at most `readOnUnits`), as a reader who found the right paragraph reads
 * to its end. The fact a visitor needs is often a sentence or a step after the one that matches the
 * question best. On saved Search results of the Documenso set's English questions, facts found went
 * from 0.60 to 0.69 at 300 characters, 0.72 at 400 and no higher at 500, answers from about 340 to
 * 440 characters (four or five sentences).
 */
const readOnBelowChars = 400;
const readOnUnits = 6;
/** Reading on stops at this many units in the answer (0.70 above; unbounded 0.72 at 440 characters). */
const readOnUpToUnits = 8;
/** Fit below which reading on stops at a sentence of the passage (0.70 above from 0 to 0.5, 0.69 at 0.6). */
const readOnMinFit = 0.4;
/** A sentence that leans on the one before it ("This means…", "It also…"). */
const leansBack = /^(?:this|that|these|those|it|they|its|their|such|then|also|however|otherwise)\b/iu;

function quote(text: string): string {
  let quoted = text;
  if (Array.from(quoted).length > maxQuotedLength) {
    const cut = Array.from(quoted)
      .slice(0, maxQuotedLength - 1)
      .join('');
    quoted = `${cut.replace(/\s+\S*$/u, '')}…`;
  }
  // A single token (a setting, an address) is quoted as it is: a full stop would become part of it.
  if (!/\s/u.test(quoted)) return quoted;
  // List lines and headings carry no full stop; add one so quoted units read as sentences.
  return /[.!?…。！？:;]["'”’)\]]*$/u.test(quoted) ? quoted : `${quoted}.`;
}

/** `fit`: how well the unit itself answers (meaning and shared words); `score`: fit and place. */
type Scored = AnswerUnit & { index: number; score: number; overlap: number; similarity: number; fit: number };

/** How far after the best sentence the steps of "how do I…" are looked for. */
const stepReach = 3;

/** The run of steps (instruction sentences, one after another in one passage) a step stands in. */
function stepsAround(step: Scored, units: readonly Scored[]): number[] {
  const isStep = (unit: Scored | undefined): unit is Scored =>
    unit !== undefined &&
    unit.passage === step.passage &&
    unit.kind === 'sentence' &&
    isInstruction(unit.text);
  let first = step.index;
  while (first > step.index - maxListItems + 1 && isStep(units[first - 1])) first -= 1;
  let last = step.index;
  while (last < first + maxListItems - 1 && isStep(units[last + 1])) last += 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The unit indices quoted for the best unit: its list with the lead-in; or its sentence with the
 * ones it leans on, or the whole run of steps it is one of. When the visitor asks how or where and
 * the best sentence only describes (a page's opening line), the steps that follow it come too.
 */
function blockAround(
  best: Scored,
  units: readonly Scored[],
  joinShare: number,
  wantsSteps: boolean,
): number[] {
  if (best.kind === 'item') {
    const items = units.filter((u) => u.group === best.group);
    const shown =
      items.length <= maxListItems
        ? items
        : items
            .slice()
            .sort((a, b) => b.score - a.score)
            .slice(0, maxListItems)
            .sort((a, b) => a.index - b.index);
    return [...(best.leadIn === undefined ? [] : [best.leadIn]), ...shown.map((u) => u.index)];
  }
  const at = (offset: number) =>
    units.find((u) => u.passage === best.passage && u.index === best.index + offset && u.kind === 'sentence');
  if (isInstruction(best.text)) return stepsAround(best, units);
  const block = [best.index];
  const before = at(-1);
  if (before && leansBack.test(best.text)) block.unshift(before.index);
  const after = at(1);
  if (best.text.endsWith(':')) {
    const list = units.filter((u) => u.leadIn === best.index);
    block.push(...list.slice(0, maxListItems).map((u) => u.index));
  } else if (after && (leansBack.test(after.text) || after.fit >= best.fit * joinShare)) {
    block.push(after.index);
  }
  if (wantsSteps && !block.some((index) => isInstruction(units[index]?.text ?? ''))) {
    const end = Math.max(...block);
    const next = units
      .slice(end + 1, end + 1 + stepReach)
      .find((u) => u.passage === best.passage && u.kind === 'sentence' && isInstruction(u.text));
    if (next) block.push(...stepsAround(next, units).filter((index) => index > end));
  }
  return block;
}

/** 'Two-Factor Authentication › Enable 2FA › Scan the QR code' → 'Two-Factor Authentication'. */
const topSection = (context: string) => context.split(' › ')[0] ?? context;

/**
 * Adds, in place, the units that follow the best place's last quoted unit while the answer is short
 * (see readOnBelowChars); each goes right after the one before it, so the place reads in order.
 */

function readOn(
  chosen: number[],
  best: Scored,
  units: readonly Scored[],
  quotedTexts: Set<string>,
  maxUnits: number,
): void {
  let at = Math.max(...chosen.filter((index) => units[index]?.passage === best.passage));
  let insertAt = chosen.indexOf(at) + 1;
  const within = () => chosen.length < Math.max(maxUnits, readOnUpToUnits);
  for (let added = 0; added < readOnUnits && within() && render(units, chosen).length < readOnBelowChars;) {
    const next = units[at + 1];
    if (next?.passage !== best.passage) return;
    // Another top-level section of the page starts another subject; its subsections do not.
    if (topSection(next.context) !== topSection(units[at]?.context ?? '')) return;
    // A sentence of the passage itself is read on to only while it is still near the question (a
    // neighbour's units are not scored; the section boundary above bounds them).
    if (!next.neighbour && next.fit < readOnMinFit) return;
    at += 1;
    // A sentence promising a list that cannot be quoted (long code) is passed over.
    if (next.text.endsWith(':') && !units.some((unit) => unit.leadIn === next.index)) continue;
    const text = next.text.toLowerCase();
    if (chosen.includes(next.index) || quotedTexts.has(text)) continue;
    chosen.splice(insertAt, 0, next.index);
    insertAt += 1;
    quotedTexts.add(text);
    added += 1;
  }
}

function render(units: readonly AnswerUnit[], block: readonly number[]): string {
  return block
    .map((index) => units[index])
    .filter((unit): unit is AnswerUnit => unit !== undefined)
    .map((unit) => (unit.kind === 'item' ? `\n- ${quote(unit.text)}` : ` ${quote(unit.text)}`))
    .join('')
    .replace(/^\s+/u, '')
    .replace(/: \n- /gu, ':\n- ');
}

/**
 * The answer used when no language model is configured: the passage units that answer the
 * question best — chosen by meaning (the question against each unit under its heading) with
 * shared words as a lesser signal, in the passages retrieval ranked highest — quoted whole: a list
 * with the sentence that introduces it, a sentence with the one it leans on; then other units only
 * if they rank close to the best. It
 * declines plainly when the best unit does not answer well enough, rather than quote something
 * unrelated. Sources are the pages quoted, best first.
 */
export function composeExtractiveAnswer(
  question: string,
  passages: readonly AnswerPassage[],
  meaning: UnitMeaning | undefined,
  {
    maxUnits = defaultMaxUnits,
    declineBelow = defaultDeclineBelow,
    minOverlap = defaultMinOverlap,
    answerKind,
    visitorQuestion = question,
    bestHolds,
  }: ExtractiveAnswerOptions = {},
): ExtractiveAnswer {
  const noMatch: ExtractiveAnswer = { answer: noMatchAnswer, sources: [], matched: false };
  const units = answerUnits(passages, { neighbours: true });
  const ownUnits = units.filter((unit) => !unit.neighbour);
  const overlaps = lexicalMatch(question, ownUnits);
  if (overlaps === undefined || ownUnits.length === 0 || maxUnits < 1) return noMatch;
  const semantic = meaning?.semantic === true && meaning.scores.length === ownUnits.length;
  // Meaning was scored for the passages' own units, in their order (see answerUnits); a
  // neighbour's unit is neither scored nor matched.
  const fitOf = new Map(
    ownUnits.map((unit, i) => [
      unit,
      { overlap: overlaps[i] ?? 0, similarity: semantic ? (meaning.scores[i] ?? 0) : 0 },
    ]),
  );
  const { placeWeight, joinShare } = semantic ? weighing.semantic : weighing.wordsOnly;
  const wantsSteps = asksForSteps(visitorQuestion);
  const topPassage = Math.max(...passages.map((passage) => passage.score), Number.EPSILON);
  const scored: Scored[] = units.map((unit, index) => {
    const { overlap, similarity } = fitOf.get(unit) ?? { overlap: 0, similarity: 0 };
    const fit = similarity + lexicalWeight * overlap;
    const place = (passages[unit.passage]?.score ?? 0) / topPassage;
    return { ...unit, index, overlap, similarity, fit, score: fit + placeWeight * place };
  });
  // A sentence ending in a colon promises what follows; without its list it is no answer.
  const quotable = scored.filter(
    (u) => !u.neighbour && (!u.text.endsWith(':') || scored.some((item) => item.leadIn === u.index)),
  );
  const ranked = quotable.sort((a, b) => b.score - a.score || a.index - b.index);
  const holdsAsked = (unit: Scored) =>
    bestHolds === undefined || contentTerms(unit.text).some((term) => bestHolds.has(term));
  // "How much does it cost?" is answered by a price, not by a sentence that is only on the topic.
  const best = ranked.find(
    (unit) =>
      holdsAsked(unit) &&
      (answerKind === undefined ||
        holdsAnswerKind(answerKind, render(units, blockAround(unit, scored, joinShare, wantsSteps)))),
  );
  if (!best) return noMatch;
  if (semantic ? best.fit < declineBelow : best.overlap < minOverlap) return noMatch;

  const chosen: number[] = [];
  const quotedTexts = new Set<string>();
  for (const candidate of [best, ...ranked.filter((unit) => unit !== best)]) {
    if (chosen.length >= maxUnits) break;
    // It must answer nearly as well itself and, from another place, stand in a place nearly as good.
    if (
      candidate !== best &&
      (candidate.fit < best.fit * joinShare || candidate.score < best.score * joinShare)
    ) {
      continue;
    }
    if (chosen.includes(candidate.index) || quotedTexts.has(candidate.text.toLowerCase())) continue;
    const block = blockAround(candidate, scored, joinShare, wantsSteps).filter((i) => !chosen.includes(i));
    if (candidate !== best && chosen.length + block.length > maxUnits) continue;
    for (const index of block) {
      chosen.push(index);
      quotedTexts.add((units[index]?.text ?? '').toLowerCase());
    }
  }

  readOn(chosen, best, scored, quotedTexts, maxUnits);

  const sources: AnswerSource[] = [];
  for (const index of chosen) {
    const passage = passages[units[index]?.passage ?? -1];
    if (passage && !sources.some((s) => s.url === passage.url)) {
      sources.push({ url: passage.url, title: passage.title });
    }
  }
  const answer = render(units, chosen);
  const match = answerMatch(best, semantic);
  if (!semantic) return { answer, sources, matched: true, match };
  return {
    answer,
    sources,
    matched: true,
    match,
    bestQuote: { scoredText: unitWithContext(best), similarity: best.similarity },
  };
}
