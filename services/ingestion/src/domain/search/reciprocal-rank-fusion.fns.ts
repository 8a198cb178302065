/** Rank-damping constant from the original RRF paper; larger values flatten the head of each list. */
export const defaultRrfK = 60;

export type FusedResult<T extends { id: string }> = {
  id: string;
  /** The object as first seen across the lists, so callers keep their own fields. */
  item: T;
  score: number;
  /** 1-based rank in each input list, in list order; 0 where the list does not hold the item. */
  ranks: number[];
};

export type FuseOptions = { k?: number; limit?: number };

/**
 * Reciprocal-rank fusion: score = Σ 1 / (k + rank) over the lists that hold the item. Only ranks
 * matter, so full-text and vector scores on different scales combine without calibration. Ties keep
 * the order of first appearance (lists scanned in order), so results are deterministic.
 */
export function fuseByReciprocalRank<T extends { id: string }>(
  lists: ReadonlyArray<ReadonlyArray<T>>,
  { k = defaultRrfK, limit }: FuseOptions = {},
): Array<FusedResult<T>> {
  const fused = new Map<string, FusedResult<T>>();
  lists.forEach((list, listIndex) => {
    list.forEach((item, position) => {
      let entry = fused.get(item.id);
      if (!entry) {
        entry = { id: item.id, item, score: 0, ranks: lists.map(() => 0) };
        fused.set(item.id, entry);
      }
      // A list repeating an id counts only its best rank, so duplicates cannot inflate a score.
      if (entry.ranks[listIndex] !== 0) return;
      const rank = position + 1;
      entry.ranks[listIndex] = rank;
      entry.score += 1 / (k + rank);
    });
  });
  // Array.prototype.sort is stable, and the Map iterates in first-appearance order.
  const ranked = [...fused.values()].sort((a, b) => b.score - a.score);
  return limit === undefined ? ranked : ranked.slice(0, Math.max(0, limit));
}
