// Fills the ingestion schema with indexed websites the way the pipeline leaves them: one training
// set per project, one source per page, the pages chunked by the BUILT chunker (chunkPage), embedded
// by the embedder the benchmark names (the built local model, the product's default, or the hashing
// embedder) and written to ingestion.chunks, whose `search` tsvector the database generates from
// header and content exactly as for crawled pages.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sitePages } from './retrieval-site.mjs';

const dist = fileURLToPath(new URL('../services/ingestion/dist/', import.meta.url));
const { chunkPage, createHashingEmbedder } = await import(`${dist}domain/content/index.js`);
const { toVectorLiteral } = await import(`${dist}db/chunks.repository.js`);
const { createLocalEmbedder } = await import(`${dist}embedding/local-embedder.js`);

/** Where the local model's built ONNX file is kept: the tests' shared cache, built once per checkout. */
export const modelCacheDir = fileURLToPath(
  new URL('../node_modules/.cache/sitesage-models', import.meta.url),
);

/**
 * The embedder the chunks are seeded with, as the ingestion service configured with
 * EMBEDDING_PROVIDER=`name` embeds questions: 'local' (the default) or 'hashing'. The local model
 * must load: a fallback to hashing would measure the wrong thing.
 */
export async function benchEmbedder(name) {
  if (name === 'hashing') return createHashingEmbedder();
  if (name !== 'local') throw new Error(`--embedder must be local or hashing, not ${name}`);
  const local = await createLocalEmbedder({ cacheDir: modelCacheDir }, undefined);
  if (local.model === createHashingEmbedder().model) throw new Error('the local model did not load');
  return local;
}

const chunkColumns = [
  'id',
  'resource_id',
  'knowledge_base_id',
  'project_id',
  'ordinal',
  'url',
  'title',
  'header',
  'content',
  'token_count',
  'content_hash',
  'embedding',
  'embedding_model',
  'embedding_dimensions',
];
const rowsPerInsert = 200;

/** Inserts `rows` (arrays in `columns` order) in multi-row statements. */
async function insertRows(db, table, columns, rows) {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const batch = rows.slice(start, start + rowsPerInsert);
    const placeholders = batch.map(
      (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await db.query(
      `insert into ${table} (${columns.join(', ')}) values ${placeholders.join(', ')}`,
      batch.flat(),
    );
  }
}

/**
 * Runs `fill` with the HNSW index of the embedder's width dropped, then builds it again from its own
 * definition (as the migration made it): the same index, built in one pass in seconds instead of
 * a minute of inserting 15,000 vectors into the graph one by one.
 */
export async function withVectorIndexBuiltAfter(db, embedder, fill) {
  const name = `chunks_embedding_${embedder.dimensions}_idx`;
  const { rows } = await db.query(
    `select indexdef from pg_indexes where schemaname = 'ingestion' and indexname = $1`,
    [name],
  );
  if (rows.length !== 1) throw new Error(`index ingestion.${name} not found`);
  await db.query(`drop index ingestion.${name}`);
  const result = await fill();
  await db.query(rows[0].indexdef);
  return result;
}

/**
 * One project's website with exactly `chunkCount` chunks (the last page cut short). Returns the
 * number of pages and the chunk sizes, to show they look like real ones.
 */
export async function seedProject(db, embedder, { projectId, business, chunkCount, seed }) {
  const kbId = randomUUID();
  await db.query(
    `insert into ingestion.knowledge_bases (id, project_id, owner_id, title, url, type, status, progress, page_cap)
     values ($1, $2, 'bench-owner', $3, $4, 'WEBSITE', 'COMPLETED', 100, 100000)`,
    [kbId, projectId, business.name, `https://${business.host}/`],
  );
  const resources = [];
  const chunks = [];
  const sizes = [];
  for (const page of sitePages(business, seed)) {
    if (chunks.length >= chunkCount) break;
    const resourceId = randomUUID();
    const { pageHash, chunks: pieces } = chunkPage({ title: page.title, text: page.text });
    const kept = pieces.slice(0, chunkCount - chunks.length);
    const vectors = await embedder.embed(kept.map((piece) => piece.text));
    resources.push([
      resourceId,
      kbId,
      projectId,
      'URL',
      page.url,
      page.title,
      'Completed',
      page.text,
      pageHash,
    ]);
    kept.forEach((piece, index) => {
      sizes.push(piece.content.length);
      chunks.push([
        randomUUID(),
        resourceId,
        kbId,
        projectId,
        piece.index,
        page.url,
        page.title,
        piece.header,
        piece.content,
        piece.tokenCount,
        piece.contentHash,
        toVectorLiteral(vectors[index] ?? []),
        embedder.model,
        embedder.dimensions,
      ]);
    });
  }
  await insertRows(
    db,
    'ingestion.resources',
    [
      'id',
      'knowledge_base_id',
      'project_id',
      'type',
      'url',
      'indexed_title',
      'status',
      'content',
      'content_hash',
    ],
    resources,
  );
  await insertRows(db, 'ingestion.chunks', chunkColumns, chunks);
  sizes.sort((a, b) => a - b);
  const at = (p) => sizes[Math.min(sizes.length - 1, Math.floor((p / 100) * sizes.length))] ?? 0;
  return { pages: resources.length, chunks: chunks.length, chars: { p10: at(10), p50: at(50), p90: at(90) } };
}
