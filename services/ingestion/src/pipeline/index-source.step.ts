import { done, skipped, type StepResult } from './job-outcome.js';
import type { PipelineDeps } from './pipeline-deps.js';
import { chunksOfSource, embedChunkRows } from './source-chunks.js';

/**
 * Chunks, embeds and indexes one source's extracted text. An unchanged page (same hash as when it
 * was last indexed, and chunks of the current model) keeps its chunks and is not embedded again;
 * a page with the same text as another source of the set is a duplicate. The chunks are swapped in one transaction together
 * with marking the source done, so a repeated job leaves one copy and a stale one changes nothing.
 */
export async function indexSourceStep(
  deps: PipelineDeps,
  job: { resourceId: string; run: number },
): Promise<StepResult> {
  const source = await deps.resources.findById(job.resourceId);
  if (!source || source.run !== job.run || source.status !== 'Processing') return skipped('stale source');
  if (source.content === null) return skipped('no extracted text');

  const { pageHash, chunks } = await chunksOfSource(deps, { ...source, content: source.content });

  const finish = async () => {
    await deps.knowledgeBases.refresh(source.knowledge_base_id);
    return done;
  };
  if (chunks.length === 0) {
    await deps.resources.markFailed(source.id, source.run, {
      code: 'no_text',
      reason: 'No readable text was left after removing the site’s repeated parts.',
    });
    return finish();
  }
  // Unchanged text keeps its chunks only if they are vectors of the current model.
  const currentModel = { name: deps.embedder.model, dimensions: deps.embedder.dimensions };
  if (pageHash === source.content_hash && (await deps.chunks.countForResource(source.id, currentModel)) > 0) {
    await deps.resources.markCompleted(source.id, source.run, pageHash, undefined, 'unchanged');
    return finish();
  }
  const twin = await deps.resources.findSameContent(source.knowledge_base_id, pageHash, source.id);
  if (twin) {
    await deps.resources.markFailed(source.id, source.run, {
      code: 'duplicate',
      reason: `Same content as ${twin.url}; indexed once.`,
    });
    return finish();
  }

  // Changed text replaces the old chunks in the same transaction: until it commits, searches see
  // the old page whole, then the new one whole.
  const rows = await embedChunkRows(deps, source, chunks);
  const change = source.content_hash === null ? 'new' : 'changed';
  const written = await deps.chunks.replaceForResource(source.id, rows, (tx) =>
    deps.resources.markCompleted(source.id, source.run, pageHash, tx, change),
  );
  if (!written) return skipped('source changed while indexing');
  return finish();
}
