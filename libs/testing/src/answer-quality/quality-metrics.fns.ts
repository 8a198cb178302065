/**
 * Scores of a development set run, shared by `npm run bench:quality` and the floor test so both
 * count the same way. Input is only what a visitor sees of each reply (its text, its source links,
 * whether it declined, how long it took); nothing about how the answer was made.
 */
import type { DevQuestion, Fact } from './dev-set.types.js';

export type AskedTurn = {
  conversationId: string;
  turn: number;
  question: DevQuestion;
  reply: string;
  /** Source links in the order the reply gave them. */
  sources: readonly string[];
  /** The reply declined to answer (the caller decides from the product's own decline signal). */
  declined: boolean;
  latencyMs: number;
};

export type QualityScores = {
  questions: number;
  answerable: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
  /** Mean over answerable questions of the share of their facts found in the reply. */
  factCoverage: number;
  unanswerable: number;
  unanswerableDeclined: number;
  answerableWronglyDeclined: number;
  followUps: number;
  followUpsRight: number;
  newTopics: number;
  newTopicsRight: number;
  latencyP50Ms: number;
  latencyP95Ms: number;
};

/** Lower case, with every run of punctuation and white space as one space, padded for whole-word matching. */
export function normaliseForFacts(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * Whether a reply states a fact: one of its spellings as whole words, case and punctuation aside,
 * its last word also in the plural ("Approver" is stated by "signers, approvers and viewers").
 */
export function factFound(fact: Fact, text: string): boolean {
  const haystack = normaliseForFacts(text);
  const spellings = typeof fact === 'string' ? [fact] : fact;
  return spellings.some((spelling) => {
    const needle = normaliseForFacts(spelling);
    // A fact of punctuation only (`{{`) is matched as written.
    if (needle.trim() === '') return text.includes(spelling);
    const plural = /\p{L}$/u.test(needle.trim()) ? ['s ', 'es '] : [];
    return [needle, ...plural.map((ending) => `${needle.trimEnd()}${ending}`)].some((form) =>
      haystack.includes(form),
    );
  });
}

/** `/docs/users/` and `http://host/docs/users#x` are the same page `/docs/users`. */
export function pagePath(url: string): string {
  const path = new URL(url, 'http://site').pathname.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** 1-based rank of the first source that is an expected page; 0 when none is. */
export function expectedRank(turn: Pick<AskedTurn, 'question' | 'sources'>): number {
  const expected = new Set(turn.question.pages.map(pagePath));
  return turn.sources.findIndex((source) => expected.has(pagePath(source))) + 1;
}

export const isAnswerable = (question: DevQuestion) => question.pages.length > 0;

/** Answered from one of its own pages (within the first five sources), not declined. */
export function answeredRight(turn: AskedTurn): boolean {
  const rank = expectedRank(turn);
  return !turn.declined && rank >= 1 && rank <= 5;
}

export function factShare(turn: Pick<AskedTurn, 'question' | 'reply'>): number {
  const { facts } = turn.question;
  if (facts.length === 0) return 1;
  return facts.filter((fact) => factFound(fact, turn.reply)).length / facts.length;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export function scoreTurns(turns: readonly AskedTurn[]): QualityScores {
  const answerable = turns.filter((turn) => isAnswerable(turn.question));
  const unanswerable = turns.filter((turn) => !isAnswerable(turn.question));
  const ranks = answerable.map(expectedRank);
  const followUps = turns.filter((turn) => turn.question.kind === 'follow-up');
  const newTopics = turns.filter((turn) => turn.question.kind === 'new-topic');
  const latencies = turns.map((turn) => turn.latencyMs);
  return {
    questions: turns.length,
    answerable: answerable.length,
    hitAt1: mean(ranks.map((rank) => (rank === 1 ? 1 : 0))),
    hitAt5: mean(ranks.map((rank) => (rank >= 1 && rank <= 5 ? 1 : 0))),
    mrr: mean(ranks.map((rank) => (rank >= 1 ? 1 / rank : 0))),
    factCoverage: mean(answerable.map(factShare)),
    unanswerable: unanswerable.length,
    unanswerableDeclined: unanswerable.filter((turn) => turn.declined).length,
    answerableWronglyDeclined: answerable.filter((turn) => turn.declined).length,
    followUps: followUps.length,
    followUpsRight: followUps.filter(answeredRight).length,
    newTopics: newTopics.length,
    newTopicsRight: newTopics.filter(answeredRight).length,
    latencyP50Ms: percentile(latencies, 50),
    latencyP95Ms: percentile(latencies, 95),
  };
}

/** Why an asked turn counts as a miss, or undefined when it was answered well. */
export function missReason(turn: AskedTurn): string | undefined {
  if (!isAnswerable(turn.question)) return turn.declined ? undefined : 'answered an unanswerable question';
  if (turn.declined) return 'declined an answerable question';
  const rank = expectedRank(turn);
  if (rank === 0) return 'no expected page among the sources';
  const share = factShare(turn);
  if (share < 1) {
    const missing = turn.question.facts.filter((fact) => !factFound(fact, turn.reply));
    return `facts missing: ${missing.map((fact) => (typeof fact === 'string' ? fact : fact.join(' | '))).join('; ')}${rank > 1 ? ` (expected page at rank ${String(rank)})` : ''}`;
  }
  return rank > 1 ? `expected page only at rank ${String(rank)}` : undefined;
}
