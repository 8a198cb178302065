import { contentTerms } from './text-terms.fns.js';
import { splitIntoUnits } from './text-units.fns.js';

export type AnswerPassage = { url: string; title: string; content: string; score: number };
export type AnswerSource = { url: string; title: string };
export type ExtractiveAnswer = { answer: string; sources: AnswerSource[]; matched: boolean };

export type ExtractiveAnswerOptions = {
  /** Most sentences quoted in one answer. */
  maxSentences?: number;
  /**
   * Share (0–1) of the question's content words a sentence, with its heading, must contain to
   * count as an answer; at least one word always.
   */
  minOverlap?: number;
};

export const noMatchAnswer = "I couldn't find anything about that in this site's content.";
export const defaultMaxSentences = 3;
export const defaultMinOverlap = 0.3;
/** Longest sentence quoted, so that one run-on paragraph cannot fill the chat window. */
export const maxQuotedLength = 300;
/** Words a heading lends to the sentences under it count for this much of a word of their own. */
const contextWeight = 0.5;

type Candidate = {
  passage: number;
  position: number;
  text: string;
  score: number;
};

const normalise = (text: string) => contentTerms(text).join(' ');

function quote(sentence: string): string {
  let text = sentence;
  if (Array.from(text).length > maxQuotedLength) {
    const cut = Array.from(text)
      .slice(0, maxQuotedLength - 1)
      .join('');
    text = `${cut.replace(/\s+\S*$/u, '')}…`;
  }
  // List lines and headings carry no full stop; add one so quoted units read as sentences.
  return /[.!?…。！？:;]["'”’)\]]*$/u.test(text) ? text : `${text}.`;
}

type Unit = { passage: number; position: number; text: string; terms: Set<string>; context: Set<string> };

function unitsOf(passages: readonly AnswerPassage[]): { units: Unit[]; headings: Array<Set<string>> } {
  const units: Unit[] = [];
  const headings: Array<Set<string>> = [];
  passages.forEach((passage, index) => {
    // The page title, then each heading or FAQ question, says what the following sentences are about.
    let context = new Set(contentTerms(passage.title));
    splitIntoUnits(passage.content).forEach((unit, position) => {
      const terms = new Set(contentTerms(unit.text));
      if (unit.kind === 'heading' || unit.text.endsWith('?')) {
        context = terms;
        headings.push(terms);
        return;
      }
      units.push({ passage: index, position, text: unit.text, terms, context });
    });
  });
  return { units, headings };
}

/**
 * Inverse document frequency over the retrieved text: a word found in one sentence ("Canada")
 * tells more about where the answer is than one found everywhere ("shipping").
 */
function termWeights(question: Set<string>, texts: ReadonlyArray<Set<string>>): Map<string, number> {
  return new Map(
    [...question].map((term) => {
      const holders = texts.filter((terms) => terms.has(term)).length;
      return [term, Math.log(1 + texts.length / Math.max(1, holders))];
    }),
  );
}

function findCandidates(question: Set<string>, passages: readonly AnswerPassage[], needed: number) {
  const { units, headings } = unitsOf(passages);
  const weights = termWeights(question, [...units.map((u) => u.terms), ...headings]);
  const weight = (terms: readonly string[]) => terms.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
  const candidates: Candidate[] = [];
  for (const { passage, position, text, terms, context } of units) {
    const own = [...question].filter((term) => terms.has(term));
    const lent = [...question].filter((term) => !terms.has(term) && context.has(term));
    if (own.length + lent.length < needed) continue;
    candidates.push({ passage, position, text, score: weight(own) + contextWeight * weight(lent) });
  }
  return candidates;
}

/**
 * The answer used when no language model is configured: the sentences of the retrieved passages
 * that share the most meaningful words with the question, quoted in reading order with the pages
 * they came from. It never repeats the question and says so plainly when nothing matches.
 */
export function composeExtractiveAnswer(
  question: string,
  passages: readonly AnswerPassage[],
  { maxSentences = defaultMaxSentences, minOverlap = defaultMinOverlap }: ExtractiveAnswerOptions = {},
): ExtractiveAnswer {
  const noMatch: ExtractiveAnswer = { answer: noMatchAnswer, sources: [], matched: false };
  const questionTerms = new Set(contentTerms(question));
  if (questionTerms.size === 0 || maxSentences < 1) return noMatch;
  const needed = Math.max(1, Math.ceil(Math.min(1, Math.max(0, minOverlap)) * questionTerms.size));
  // Stable sort: equal scores keep the retrieval order the caller gave.
  const ranked = passages.slice().sort((a, b) => b.score - a.score);
  const questionKey = normalise(question);

  const seen = new Set<string>();
  const best = findCandidates(questionTerms, ranked, needed)
    .sort((a, b) => b.score - a.score || a.passage - b.passage || a.position - b.position)
    .filter((candidate) => {
      const key = normalise(candidate.text);
      // Sites repeat boilerplate across pages; and a sentence that merely restates the question is no answer.
      if (key === questionKey || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const top = best[0];
  if (!top) return noMatch;
  // Weaker sentences join only if they are nearly as relevant as the best one.
  const chosen = best
    .filter((candidate) => candidate.score >= (top.score * 2) / 3)
    .slice(0, Math.floor(maxSentences))
    .sort((a, b) => a.passage - b.passage || a.position - b.position);

  const sources: AnswerSource[] = [];
  for (const { passage } of chosen) {
    const { url, title } = ranked[passage] ?? {};
    if (url !== undefined && title !== undefined && !sources.some((s) => s.url === url)) {
      sources.push({ url, title });
    }
  }
  return { answer: chosen.map((c) => quote(c.text)).join(' '), sources, matched: true };
}
