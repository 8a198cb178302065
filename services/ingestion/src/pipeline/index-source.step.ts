import { chunkPage, removeSiteBoilerplate } from '../domain/content/index.js';
import type { NewChunk } from '../db/database.js';
import { toVectorLiteral } from '../db/chunks.repository.js';
import { done, skipped, type StepResult } from './job-outcome.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** Other pages of the site compared with this one to find its template's repeated lines. */
const boilerplateSample = 20;

/**
 * Chunks, embeds and indexes one source's extracted text. An unchanged page (same hash as when it
 * was last indexed) keeps its chunks and is not embedded again; a page with the same text as
 * another source of the set is a duplicate. The chunks are swapped in one transaction together
 * with marking the source done, so a repeated job leaves one copy and a stale one changes nothing.
 */
export async function indexSourceStep(
  deps: PipelineDeps,
  job: { resourceId: string; run: number },
): Promise<StepResult> {
  const source = await deps.resources.findById(job.resourceId);
  if (!source || source.run !== job.run || source.status !== 'Processing') return skipped('stale source');
  if (source.content === null) return skipped('no extracted text');

  let text = source.content;
  if (source.type === 'URL') {
    const others = await deps.resources.sampleTexts(source.knowledge_base_id, source.id, boilerplateSample);
    const [cleaned] = removeSiteBoilerplate([
      { url: source.url, text },
      ...others.map((other, index) => ({ url: String(index), text: other })),
    ]);
    text = cleaned?.text ?? text;
  }
  const { pageHash, chunks } = chunkPage({ title: source.indexed_title, text });

  const finish = async () => {
    await deps.knowledgeBases.refresh(source.knowledge_base_id);
    return done;
  };
  if (chunks.length === 0) {
    await deps.resources.markFailed(
      source.id,
      source.run,
      'No readable text was left after removing the site’s repeated parts.',
    );
    return finish();
  }
  if (pageHash === source.content_hash && (await deps.chunks.countForResource(source.id)) > 0) {
    await deps.resources.markCompleted(source.id, source.run, pageHash);
    return finish();
  }
  const twin = await deps.resources.findSameContent(source.knowledge_base_id, pageHash, source.id);
  if (twin) {
    await deps.resources.markFailed(source.id, source.run, `Same content as ${twin.url}; indexed once.`);
    return finish();
  }

  const vectors = await deps.embedder.embed(chunks.map((chunk) => chunk.text));
  const rows: NewChunk[] = chunks.map((chunk, index) => ({
    id: crypto.randomUUID(),
    resource_id: source.id,
    knowledge_base_id: source.knowledge_base_id,
    project_id: source.project_id,
    ordinal: chunk.index,
    url: source.url,
    title: source.indexed_title,
    header: chunk.header,
    content: chunk.content,
    token_count: chunk.tokenCount,
    content_hash: chunk.contentHash,
    embedding: toVectorLiteral(vectors[index] ?? []),
    embedding_model: deps.embedder.model,
    embedding_dimensions: deps.embedder.dimensions,
  }));
  const written = await deps.chunks.replaceForResource(source.id, rows, (tx) =>
    deps.resources.markCompleted(source.id, source.run, pageHash, tx),
  );
  if (!written) return skipped('source changed while indexing');
  return finish();
}
