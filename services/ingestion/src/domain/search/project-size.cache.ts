/**
 * Chunk counts of recently searched projects, each kept for a short while. Every search needs its
 * project's size (the base of word rarity; exact or HNSW vector search), and counting 10,000 chunks
 * is a statement of its own in the one-query-at-a-time embedded database, for a number that changes
 * only when the project is retrained. A count a little stale only shifts word weights slightly. An
 * empty project is never kept, so the first chunks of a new project are searched at once; visitors
 * asking at the same moment share one count.
 */
export type ProjectSizeCache = { chunkCount(projectId: string): Promise<number> };

export function createProjectSizeCache({
  count,
  ttlMs = 30_000,
  maxProjects = 1_000,
  now = () => Date.now(),
}: {
  count: (projectId: string) => Promise<number>;
  ttlMs?: number;
  /** Most projects kept; the oldest entry goes first. */
  maxProjects?: number;
  now?: () => number;
}): ProjectSizeCache {
  const entries = new Map<string, { counted: Promise<number>; until: number }>();
  return {
    chunkCount(projectId) {
      const kept = entries.get(projectId);
      if (kept && kept.until > now()) return kept.counted;
      entries.delete(projectId);
      const counted = count(projectId);
      entries.set(projectId, { counted, until: now() + ttlMs });
      if (entries.size > maxProjects) entries.delete(entries.keys().next().value ?? projectId);
      // A failed or empty count is not kept: the next search counts again.
      counted.then(
        (chunks) => {
          if (chunks === 0 && entries.get(projectId)?.counted === counted) entries.delete(projectId);
        },
        () => {
          if (entries.get(projectId)?.counted === counted) entries.delete(projectId);
        },
      );
      return counted;
    },
  };
}
