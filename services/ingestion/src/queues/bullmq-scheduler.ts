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
import type { Scheduler, SourceRef } from '../domain/knowledge/scheduler.port.js';

/** BullMQ's largest priority; lower numbers run first. */
const lowestPriority = 2_097_151;

/** The scheduler and the queue connections it holds, closed when the process stops. */
export type BullmqScheduler = Scheduler & { close(): Promise<void> };

/**
 * The Scheduler port on BullMQ. Job ids are deterministic per source and run, so queueing the
 * same work twice (a repeated call, a re-run job, the reconciler) adds it once.
 *
 * Fairness: a source's priority is its order of discovery in its own training set, so the first
 * pages of every set run before the 5,000th page of a big one — one owner's huge crawl cannot
 * starve another owner's single page.
 */
export function createScheduler(connection: ConnectionOptions): BullmqScheduler {
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
    async discover(knowledgeBase) {
      await discover.add(
        { knowledgeBaseId: knowledgeBase.id, run: knowledgeBase.run },
        { jobId: ingestionJobId.discover(knowledgeBase.id, knowledgeBase.run), attempts: 3 },
      );
    },
    async pages(sources) {
      await fetch.addMany(
        sources.map((source) => ({
          data: sourceJob(source),
          options: {
            jobId: ingestionJobId.fetch(source.id, source.run),
            priority: priorityOf(source),
            attempts: 4,
          },
        })),
      );
    },
    async file(source) {
      // A hostile file fails its own job; two tries are enough to tell a crash from a bad file.
      await parse.add(sourceJob(source), {
        jobId: ingestionJobId.parse(source.id, source.run),
        attempts: 2,
      });
    },
    async index(source) {
      await index.add(sourceJob(source), {
        jobId: ingestionJobId.index(source.id, source.run),
        priority: priorityOf(source),
      });
    },
    /** Lowest priority: behind every owner's new work. */
    async reEmbed(sources, model) {
      await reEmbed.addMany(
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
      );
    },
    close: async () => {
      await Promise.all([discover.close(), fetch.close(), parse.close(), index.close(), reEmbed.close()]);
    },
  };
}
