export type Candidate = {
  id: string;
  url: string;
  content: string;
  /** Reciprocal-rank fusion score of the first stage. */
  fused: number;
  /** Cosine similarity of question and chunk by the embedding model; undefined when not known. */
  similarity: number | undefined;
};

export type RescoreOptions = {
  /** Weight of the first stage's (normalised) fused rank beside the model's similarity. */
  rankWeight: number;
  /** Most passages of one page, so one long page cannot crowd every other page out of the answer. */
  perPage: number;
};

export const defaultRescoreOptions: RescoreOptions = { rankWeight: 0.15, perPage: 2 };

/** Text compared for duplicates: sites repeat the same block (a notice, a footer) on many pages. */
const duplicateKey = (content: string) =>
  content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 400);

/**
 * The second stage: the first stage's candidates re-ordered by how close each is in meaning to the
 * question (the model's cosine similarity), with the fused rank as a tie-breaker of lesser weight —
 * it still carries exact-word matches (a product name, an error code) the model may blur. Chunks
 * repeating one already kept are dropped, and each page keeps at most `perPage` chunks. When the
 * model could not score (provider down), the fused order stands.
 */
export function rescoreCandidates<T extends Candidate>(
  candidates: readonly T[],
  limit: number,
  { rankWeight, perPage }: RescoreOptions = defaultRescoreOptions,
): Array<T & { score: number }> {
  const topFused = Math.max(...candidates.map((c) => c.fused), Number.EPSILON);
  const scored = candidates.map((candidate) => ({
    ...candidate,
    score:
      candidate.similarity === undefined
        ? (rankWeight * candidate.fused) / topFused
        : candidate.similarity + (rankWeight * candidate.fused) / topFused,
  }));
  // Stable: equal scores keep the first stage's order.
  scored.sort((a, b) => b.score - a.score);

  const seen = new Set<string>();
  const perUrl = new Map<string, number>();
  const kept: Array<T & { score: number }> = [];
  const heldBack: Array<T & { score: number }> = [];
  for (const candidate of scored) {
    const key = duplicateKey(candidate.content);
    if (seen.has(key)) continue;
    seen.add(key);
    const fromPage = perUrl.get(candidate.url) ?? 0;
    if (fromPage >= perPage) {
      heldBack.push(candidate);
      continue;
    }
    perUrl.set(candidate.url, fromPage + 1);
    kept.push(candidate);
  }
  // A site with few pages still fills the answer: the held-back chunks follow, best first.
  return [...kept, ...heldBack].slice(0, limit);
}
