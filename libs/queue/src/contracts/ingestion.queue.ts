import { z } from 'zod';
import { defineQueue } from '../queue-contract.js';

/**
 * The ingestion pipeline's queues, written by the ingestion service and its workers and read by
 * ingestion-worker processes (any number of them). Jobs name rows, never carry content: the
 * database is the truth, so a job that runs twice, late, or after its source was deleted finds that
 * out and does nothing.
 *
 * `run` is the source's (or training set's) schedule counter: it grows on every retrain or retry,
 * so a job id is fresh for each new run but identical for a repeat of the same one.
 */

/** Find a training set's pages: sitemaps, robots.txt, the start page. */
export const crawlDiscoverQueue = defineQueue(
  'ingestion.crawl-discover',
  z.object({ knowledgeBaseId: z.string().min(1), run: z.number().int().nonnegative() }),
);

const sourceJob = z.object({
  knowledgeBaseId: z.string().min(1),
  resourceId: z.string().min(1),
  run: z.number().int().nonnegative(),
});

/** Fetch one page, extract its text and links; hands the text on to embedding. */
export const pageFetchQueue = defineQueue('ingestion.page-fetch', sourceJob);

/** Pages one check job asks for at most: a batch that finishes well inside its host slot's lease. */
export const maxPagesPerCheck = 50;

/**
 * Ask a set's known pages (held from an earlier run) whether they changed, a batch at a time:
 * conditional requests over one kept-alive connection, the unchanged ones marked in one statement;
 * a changed page is extracted and handed on to embedding, anything unusual to its own fetch job.
 */
export const pageCheckQueue = defineQueue(
  'ingestion.page-check',
  z.object({
    knowledgeBaseId: z.string().min(1),
    pages: z
      .array(z.object({ resourceId: z.string().min(1), run: z.number().int().nonnegative() }))
      .min(1)
      .max(maxPagesPerCheck),
  }),
);

/** Read one uploaded file (in a sandboxed thread) into text; hands the text on to embedding. */
export const fileParseQueue = defineQueue('ingestion.file-parse', sourceJob);

/** Chunk, embed and index one source's extracted text, replacing its previous chunks at once. */
export const embedIndexQueue = defineQueue('ingestion.embed-index', sourceJob);

/**
 * Embed a completed source's chunks again with the workers' current embedding model, after the
 * configured model changed. In the background: the source stays Completed (its full-text half
 * keeps answering) and its chunks are swapped for new ones in one transaction.
 */
export const reEmbedQueue = defineQueue(
  'ingestion.re-embed',
  // The model the job is for: a worker running another one (one that fell back) leaves it to others.
  sourceJob.extend({ model: z.string().min(1) }),
);

export const ingestionQueues = [
  crawlDiscoverQueue,
  pageFetchQueue,
  pageCheckQueue,
  fileParseQueue,
  embedIndexQueue,
  reEmbedQueue,
] as const;

/** BullMQ job ids may not contain colons; these are deterministic per source and run. */
export const ingestionJobId = {
  discover: (knowledgeBaseId: string, run: number) => `discover-${knowledgeBaseId}-${String(run)}`,
  fetch: (resourceId: string, run: number) => `fetch-${resourceId}-${String(run)}`,
  /** A batch is named by the set and a digest of its pages and runs: the same batch queued twice is one job. */
  check: (knowledgeBaseId: string, digest: string) => `check-${knowledgeBaseId}-${digest}`,
  parse: (resourceId: string, run: number) => `parse-${resourceId}-${String(run)}`,
  index: (resourceId: string, run: number) => `index-${resourceId}-${String(run)}`,
  /** Per target model, so workers starting together queue one job; the model name is made id-safe. */
  reEmbed: (resourceId: string, run: number, model: string) =>
    `reembed-${resourceId}-${String(run)}-${model.replace(/[^A-Za-z0-9._-]/g, '_')}`,
};
