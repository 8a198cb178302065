/** A training set's run, as the discovery job names it. */
export type KnowledgeBaseRef = { id: string; run: number };
/** A source's run and its place in its set's order of discovery (its queue priority). */
export type SourceRef = { id: string; knowledge_base_id: string; run: number; ordinal: number };

/**
 * Puts pipeline work on the queues; the BullMQ adapter is `src/queues/bullmq-scheduler.ts`.
 * Queueing the same work twice (a repeated call, a re-run job, the reconciler) adds it once.
 */
export type Scheduler = {
  discover(knowledgeBase: KnowledgeBaseRef): Promise<void>;
  pages(sources: readonly SourceRef[]): Promise<void>;
  /**
   * Pages held from an earlier run, asked whether they changed in batches (one job per batch of a
   * set's pages, in their order of discovery) instead of one fetch job each.
   */
  checkPages(sources: readonly SourceRef[]): Promise<void>;
  file(source: SourceRef): Promise<void>;
  index(source: SourceRef): Promise<void>;
  /** Background re-embedding for `model`, behind every owner's new work. */
  reEmbed(sources: readonly SourceRef[], model: string): Promise<void>;
};
