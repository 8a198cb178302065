import type { ConnectionOptions } from 'bullmq';
import {
  crawlDiscoverQueue,
  createProducer,
  embedIndexQueue,
  fileParseQueue,
  ingestionJobId,
  pageFetchQueue,
  reEmbedQueue,
} from '@sitesage/queue';

type KnowledgeBaseRef = { id: string; run: number };
type SourceRef = { id: string; knowledge_base_id: string; run: number; ordinal: number };

/** BullMQ's largest priority; lower numbers run first. */
const lowestPriority = 2_097_151;

/**
 * Puts pipeline work on the queues. Job ids are deterministic per source and run, so queueing the
 * same work twice (a repeated call, a re-run job, the reconciler) adds it once.
 *
 * Fairness: a source's priority is its order of discovery in its own training set, so the first
 * pages of every set run before the 5,000th page of a big one — one owner's huge crawl cannot
 * starve another owner's single page.
 */
export type Scheduler = ReturnType<typeof createScheduler>;

export function createScheduler(connection: ConnectionOptions) {
  const discover = createProducer(crawlDiscoverQueue, connection);
  const fetch = createProducer(pageFetchQueue, connection);
  const parse = createProducer(fileParseQueue, connection);
  const index = createProducer(embedIndexQueue, connection);
  const reEmbed = createProducer(reEmbedQueue, connection);
  const priorityOf = (source: SourceRef) => Math.min(Math.max(source.ordinal, 1), lowestPriority);
  const sourceJob = (source: SourceRef) => ({
    knowledgeBaseId: source.knowledge_base_id,
    resourceId: source.id,
    run: source.run,
  });
  return {
    discover: (knowledgeBase: KnowledgeBaseRef) =>
      discover.add(
        { knowledgeBaseId: knowledgeBase.id, run: knowledgeBase.run },
        { jobId: ingestionJobId.discover(knowledgeBase.id, knowledgeBase.run), attempts: 3 },
      ),
    pages: (sources: readonly SourceRef[]) =>
      fetch.addMany(
        sources.map((source) => ({
          data: sourceJob(source),
          options: {
            jobId: ingestionJobId.fetch(source.id, source.run),
            priority: priorityOf(source),
            attempts: 4,
          },
        })),
      ),
    file: (source: SourceRef) =>
      // A hostile file fails its own job; two tries are enough to tell a crash from a bad file.
      parse.add(sourceJob(source), { jobId: ingestionJobId.parse(source.id, source.run), attempts: 2 }),
    index: (source: SourceRef) =>
      index.add(sourceJob(source), {
        jobId: ingestionJobId.index(source.id, source.run),
        priority: priorityOf(source),
      }),
    /** Background re-embedding for `model`; behind every owner's new work (lowest priority). */
    reEmbed: (sources: readonly SourceRef[], model: string) =>
      reEmbed.addMany(
        sources.map((source) => ({
          data: { ...sourceJob(source), model },
          options: {
            jobId: ingestionJobId.reEmbed(source.id, source.run, model),
            priority: lowestPriority,
            attempts: 3,
            // Gone once done, so switching models back and forth queues the work again.
            removeOnComplete: true,
          },
        })),
      ),
    close: async () => {
      await Promise.all([discover.close(), fetch.close(), parse.close(), index.close(), reEmbed.close()]);
    },
  };
}
