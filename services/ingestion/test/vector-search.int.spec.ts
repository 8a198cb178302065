import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@sitesage/db';
import { captureLogs, startServiceStores, type ServiceStores } from '@sitesage/testing';
import { createChunksRepository, toVectorLiteral } from '../src/db/chunks.repository.js';
import type { IngestionDatabase, NewChunk } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { createHashingEmbedder } from '../src/domain/content/index.js';

const embedder = createHashingEmbedder();
const topics = [
  'shipping times',
  'return policy',
  'tent sizes',
  'warranty claims',
  'gift cards',
  'store hours',
];

/** Seeds `count` chunks of one project straight into the table (one source row holds them). */
async function seed(
  db: ReturnType<typeof createDatabase<IngestionDatabase>>,
  projectId: string,
  count: number,
) {
  const kbId = crypto.randomUUID();
  const resourceId = crypto.randomUUID();
  await db
    .insertInto('ingestion.knowledge_bases')
    .values({ id: kbId, project_id: projectId, owner_id: 'o', title: projectId, type: 'URL', page_cap: 500 })
    .execute();
  await db
    .insertInto('ingestion.resources')
    .values({
      id: resourceId,
      knowledge_base_id: kbId,
      project_id: projectId,
      type: 'URL',
      url: `https://${projectId}.test/`,
    })
    .execute();
  const texts = Array.from(
    { length: count },
    (_, i) => `${projectId} page ${String(i)} about ${topics[i % topics.length] ?? ''}`,
  );
  const vectors = await embedder.embed(texts);
  const rows: NewChunk[] = texts.map((text, i) => ({
    id: crypto.randomUUID(),
    resource_id: resourceId,
    knowledge_base_id: kbId,
    project_id: projectId,
    ordinal: i,
    url: `https://${projectId}.test/`,
    title: projectId,
    header: projectId,
    content: text,
    token_count: 10,
    content_hash: String(i),
    embedding: toVectorLiteral(vectors[i] ?? []),
    embedding_model: embedder.model,
    embedding_dimensions: embedder.dimensions,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('ingestion.chunks')
      .values(rows.slice(i, i + 500))
      .execute();
}

describe('project-filtered vector search', () => {
  let stores: ServiceStores;
  let db: ReturnType<typeof createDatabase<IngestionDatabase>>;

  beforeAll(async () => {
    const log = captureLogs('ingestion', []);
    stores = await startServiceStores({ schema: 'ingestion', migrations, log });
    db = createDatabase<IngestionDatabase>({
      url: stores.postgres.url,
      poolMax: 2,
      log,
      applicationName: 'vector-test',
    });
    // A big tenant and a small one share the HNSW index: a filtered HNSW scan without iterative
    // scans could find almost only the big tenant's rows among its candidates and return too few.
    // (The planner may still prefer the project index for so small a tenant; either way k rows.)
    await seed(db, 'big-tenant', 3_000);
    await seed(db, 'small-tenant', 20);
  });
  afterAll(async () => {
    await db.destroy();
    await stores.redis.stop();
    await stores.postgres.stop();
  });

  it('returns k rows of a small tenant on the large-project path, where HNSW with iterative scans is allowed', async () => {
    const [query = []] = await embedder.embed(['return policy']);
    const chunks = createChunksRepository(db);
    const plan = await sql<{ 'QUERY PLAN': string }>`
      explain select id from ingestion.chunks where embedding_dimensions = 384
      order by (embedding::vector(384)) <=> ${toVectorLiteral(query)}::vector(384) limit 10
    `.execute(db);
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('chunks_embedding_384_idx');

    const hits = await chunks.nearest('small-tenant', { vector: query, model: embedder.model }, 10, {
      exactBelow: 0,
    });
    expect(hits).toHaveLength(10);
    expect(hits.every((hit) => hit.url === 'https://small-tenant.test/')).toBe(true);
    expect(hits[0]?.content).toContain('return policy');
  });

  it("reads the distances of the chunks asked for beside the k nearest, and never another project's", async () => {
    const [query = []] = await embedder.embed(['return policy']);
    const chunks = createChunksRepository(db);
    const asked = { vector: query, model: embedder.model };
    const ranked = await chunks.nearest('small-tenant', asked, 20);
    const farthest = ranked.slice(-3);
    const [foreign] = await chunks.nearest('big-tenant', asked, 1);
    const { nearest, distances } = await chunks.vectorCandidates('small-tenant', asked, 5, {
      distancesOf: [...farthest.map((hit) => hit.id), foreign?.id ?? ''],
    });
    // The same five nearest (equally near chunks may come in either order).
    expect(nearest.map((hit) => hit.distance)).toEqual(ranked.slice(0, 5).map((hit) => hit.distance));
    for (const hit of farthest) expect(distances.get(hit.id)).toBeCloseTo(hit.distance, 6);
    expect(foreign).toBeDefined();
    expect(distances.has(foreign?.id ?? '')).toBe(false);
  });

  it('searches a small project exactly, with the same answer', async () => {
    const [query = []] = await embedder.embed(['return policy']);
    const chunks = createChunksRepository(db);
    const exact = await chunks.nearest('small-tenant', { vector: query, model: embedder.model }, 10);
    expect(exact).toHaveLength(10);
    expect(exact[0]?.content).toContain('return policy');
  });
});
