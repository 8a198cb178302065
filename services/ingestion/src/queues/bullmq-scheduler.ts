import { createHash } from 'node:crypto';
import type { ConnectionOptions } from 'bullmq';
import {
  crawlDiscoverQueue,
  createProducer,
  embedIndexQueue,
  fileParseQueue,
  ingestionJobId,
  maxPagesPerCheck,
  pageCheckQueue,
  pageFetchQueue,
  reEmbedQueue,
} from '@sitesage/queue';
import type { Scheduler, SourceRef } from '../domain/knowledge/scheduler.port.js';

/** BullMQ's largest priority; lower numbers run first. */
const lowestPriority = 2_097_151;

/**
 * Pages one check job asks for: few enough that the batch ends well inside its host slot's lease
 * and a lost job costs little to redo, many enough that the job's own cost is spread thin.
 */
const pagesPerCheck = Math.min(40, maxPagesPerCheck);

/** Splits sources into batches of one set each, in order of discovery. */
function checkBatches(sources: readonly SourceRef[]): { first: SourceRef; pages: SourceRef[] }[] {
  const bySet = new Map<string, SourceRef[]>();
  for (const source of [...sources].sort((a, b) => a.ordinal - b.ordinal)) {
    const pages = bySet.get(source.knowledge_base_id) ?? [];
    pages.push(source);
    bySet.set(source.knowledge_base_id, pages);
  }
  const batches: { first: SourceRef; pages: SourceRef[] }[] = [];
  for (const pages of bySet.values()) {
    for (let start = 0; start < pages.length; start += pagesPerCheck) {
      const batch = pages.slice(start, start + pagesPerCheck);
      const first = batch[0];
      if (first) batches.push({ first, pages: batch });
    }
  }
  return batches;
}

/** Names a batch by its pages and their runs: queued twice, it is one job; any other batch is its own. */
const batchDigest = (pages: readonly SourceRef[]) =>
  createHash('sha256')
    .update(pages.map((page) => `${page.id}:${String(page.run)}`).join(','))
    .digest('hex')
    .slice(0, 24);

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
  const check = createProducer(pageCheckQueue, connection);
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
    async checkPages(sources) {
      await check.addMany(
        checkBatches(sources).map(({ first, pages }) => ({
          data: {
            knowledgeBaseId: first.knowledge_base_id,
            pages: pages.map((page) => ({ resourceId: page.id, run: page.run })),
          },
          options: {
            jobId: ingestionJobId.check(first.knowledge_base_id, batchDigest(pages)),
            priority: priorityOf(first),
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
      await Promise.all([
        discover.close(),
        fetch.close(),
        check.close(),
        parse.close(),
        index.close(),
        reEmbed.close(),
      ]);
    },
  };
}
