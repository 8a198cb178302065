import { cosineSimilarity } from '../content/hashing-embedder.js';
import type { Embedder } from '../content/embedder.types.js';

/**
 * How similar two questions must be, by the embedding model, to take one's written answer for the
 * other. Calibrated on all-MiniLM-L6-v2 (the default local model) with the pairs in
 * test/qa-paraphrases.ts: paraphrases scored 0.57 to 0.95, different questions about the same
 * business 0.11 to 0.74 ("Do you deliver to Pune?" / "… to Mumbai?" is the 0.74). The ranges
 * overlap, and an answer given as written to the wrong question is worse than one quoted from
 * the site, so the bar sits just above every near miss: about half the paraphrases reach it, the
 * rest are answered from page text. A words-only embedder (the hashing fallback) compares shared
 * words, so only a rewording with the same words passes (0.84 for "How do I / How can I get a
 * refund?", 0.76 for the Pune/Mumbai pair).
 */
export const sameQuestionSimilarity = { semantic: 0.75, wordsOnly: 0.8 } as const;

/**
 * How similar two questions must be to be listed as one in the owner's unanswered questions: a
 * looser bar (a near miss grouped with its neighbour costs the owner a glance, not a visitor a
 * wrong answer), which puts most paraphrases together.
 */
export const sameTopicSimilarity = { semantic: 0.6, wordsOnly: 0.8 } as const;

type Bar = { semantic: number; wordsOnly: number };
const barFor = (bar: Bar, embedder: Pick<Embedder, 'wordsOnly'>) =>
  embedder.wordsOnly === true ? bar.wordsOnly : bar.semantic;

export const sameQuestionThreshold = (embedder: Pick<Embedder, 'wordsOnly'>) =>
  barFor(sameQuestionSimilarity, embedder);
export const sameTopicThreshold = (embedder: Pick<Embedder, 'wordsOnly'>) =>
  barFor(sameTopicSimilarity, embedder);

/**
 * Groups texts that ask the same thing: each joins the earlier group whose first text it is most
 * similar to, at or above `threshold`, or starts a group. Returns each text's group number, in
 * order of the groups' first texts (so the caller's order, e.g. newest first, decides a group's
 * representative).
 */
export function groupByMeaning(vectors: readonly ArrayLike<number>[], threshold: number): number[] {
  const leaders: ArrayLike<number>[] = [];
  return vectors.map((vector) => {
    let best = -1;
    let bestScore = threshold;
    leaders.forEach((leader, index) => {
      const score = cosineSimilarity(vector, leader);
      if (score >= bestScore) {
        best = index;
        bestScore = score;
      }
    });
    if (best >= 0) return best;
    leaders.push(vector);
    return leaders.length - 1;
  });
}
