import { done, skipped, type StepResult } from './job-outcome.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { chunksOfSource, embedChunkRows } from './source-chunks.js';

const otherModelDelayMs = 60_000;

/**
 * Embeds a completed source again with the current model (after the configured model changed).
 * Its text is chunked as indexing does and every chunk gets a new vector: nothing of the old
 * model is kept, even for chunks whose text did not change. The old chunks are swapped for the
 * new ones in one transaction, only while the source is still Completed in the same run — a
 * retrain or deletion meanwhile wins. The source's status and progress never change, and until
 * the swap its full-text half keeps answering.
 */
export async function reEmbedStep(
  deps: PipelineDeps,
  job: { resourceId: string; run: number; model: string },
): Promise<StepResult> {
  // Queued for another model than this worker runs (it fell back, or is mid-upgrade): not ours.
  if (job.model !== deps.embedder.model) return { outcome: 'later', delayMs: otherModelDelayMs };
  const source = await deps.resources.findById(job.resourceId);
  if (!source || source.run !== job.run || source.status !== 'Completed') return skipped('stale source');
  if (source.content === null) return skipped('no extracted text');
  const currentModel = { name: deps.embedder.model, dimensions: deps.embedder.dimensions };
  const total = await deps.chunks.countForResource(source.id);
  if (total === (await deps.chunks.countForResource(source.id, currentModel))) {
    return skipped('already embedded with the current model');
  }
  const { chunks } = await chunksOfSource(deps, { ...source, content: source.content });
  if (chunks.length === 0) return skipped('no chunks');
  const rows = await embedChunkRows(deps, source, chunks);
  const written = await deps.chunks.replaceForResource(source.id, rows, (tx) =>
    deps.resources.isCompleted(source.id, source.run, tx),
  );
  return written ? done : skipped('source changed while re-embedding');
}
