import { chunkPage, removeBoilerplateOfPage } from '../domain/content/index.js';
import type { NewChunk, ResourceRow } from '../db/database.js';
import { toVectorLiteral } from '../db/chunks.repository.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** Other pages of the site compared with this one to find its template's repeated lines. */
const boilerplateSample = 20;

type SourceWithText = ResourceRow & { content: string };

/** A source's chunks as indexing makes them: the site's repeated lines dropped, then heading-aware chunks. */
export async function chunksOfSource(deps: PipelineDeps, source: SourceWithText) {
  let text = source.content;
  if (source.type === 'URL') {
    const others = await deps.resources.sampleTexts(source.knowledge_base_id, source.id, boilerplateSample);
    text = removeBoilerplateOfPage(
      { url: source.url, text },
      others.map((other, index) => ({ url: String(index), text: other })),
    );
  }
  return chunkPage({ title: source.indexed_title, text });
}

/** The chunks embedded with the workers' embedder, as rows stamped with its model and width. */
export async function embedChunkRows(
  deps: PipelineDeps,
  source: ResourceRow,
  chunks: ReturnType<typeof chunkPage>['chunks'],
): Promise<NewChunk[]> {
  const vectors = await deps.embedder.embed(chunks.map((chunk) => chunk.text));
  return chunks.map((chunk, index) => ({
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
}
