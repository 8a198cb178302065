import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { captureLogs, sharedModelCacheDir, startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { createChunksRepository } from '../src/db/chunks.repository.js';
import { createHashingEmbedder } from '../src/domain/content/index.js';
import { createEmbedder } from '../src/embedding/index.js';
import { startIngestionWorkers, type IngestionWorkers } from '../src/worker-container.js';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

const project = 'project-upgrade';
const semanticModel = 'all-MiniLM-L6-v2-int8';
const hashingModel = createHashingEmbedder().model;

/** Chunks of the project per embedding model, and their ids. */
async function chunkModels(harness: IngestionHarness) {
  const rows = await harness.db
    .selectFrom('ingestion.chunks')
    .select(['id', 'embedding_model', 'resource_id', 'content'])
    .where('project_id', '=', project)
    .execute();
  const count = (model: string) => rows.filter((row) => row.embedding_model === model).length;
  return { rows, hashing: count(hashingModel), semantic: count(semanticModel) };
}

describe('after the default embedder changes from hashing to the local model', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;
  const workers: IngestionWorkers[] = [];

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 12 });
    // The service already runs the new default; the first worker still embeds with hashing.
    harness = await startIngestionHarness(
      {
        CRAWL_ALLOW_HOSTS: site.host,
        EMBEDDING_PROVIDER: 'local',
        EMBEDDING_MODEL_CACHE_DIR: sharedModelCacheDir,
      },
      { workers: 0 },
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await harness.stop();
    await site.close();
  });

  it('re-embeds every chunk in the background; search answers throughout and then compares semantic vectors only', async () => {
    const log = captureLogs('ingestion', harness.logs);
    const hashingConfig = {
      ...harness.config,
      embedding: { ...harness.config.embedding, provider: 'hashing' as const },
    };
    const oldWorker = await startIngestionWorkers(hashingConfig, log);
    const kb = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: project,
      title: 'Shop',
      url: site.url('/sitemap-index.xml'),
      type: 'SITEMAP',
    });
    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    await oldWorker.close();
    const before = await chunkModels(harness);
    expect(before.hashing).toBeGreaterThan(10);
    expect(before.semantic).toBe(0);

    const question = 'How long does delivery take?';
    const chunks = createChunksRepository(harness.db);
    const semantic = await createEmbedder(harness.config.embedding);
    expect(semantic.model).toBe(semanticModel);
    const [vector = []] = await semantic.embed([question]);
    // Same width (384), another model: the vector half must not compare them.
    expect(await chunks.nearest(project, { vector, model: semanticModel }, 5)).toEqual([]);
    // Until re-embedded, the full-text half still answers.
    const waiting = await harness.client.Search({ project_id: project, query: 'shipping', limit: 5 });
    expect(waiting.passages.length).toBeGreaterThan(0);

    // An upgraded worker starts: it finds the old model's chunks and re-embeds them.
    workers.push(await startIngestionWorkers(harness.config, log));
    for (let waited = 0; (await chunkModels(harness)).hashing > 0; waited += 200) {
      if (waited > 90_000) throw new Error('re-embedding did not finish in 90 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const after = await chunkModels(harness);
    expect(after.semantic).toBe(before.hashing);
    // The same passages, every one a new row: nothing of the old model is kept.
    expect(after.rows.map((row) => row.content).sort()).toEqual(before.rows.map((row) => row.content).sort());
    const oldIds = new Set(before.rows.map((row) => row.id));
    expect(after.rows.filter((row) => oldIds.has(row.id))).toEqual([]);
    // The training set did not go back to processing.
    expect((await harness.client.GetKnowledgeBase({ owner, id: kb.id })).status).toBe('COMPLETED');

    const hits = await chunks.nearest(project, { vector, model: semanticModel }, 5);
    expect(hits).toHaveLength(5);
    expect(hits[0]?.url).toMatch(/shipping|delivery/);
    const [hashingVector = []] = await createHashingEmbedder().embed([question]);
    expect(await chunks.nearest(project, { vector: hashingVector, model: hashingModel }, 5)).toEqual([]);
    const { passages } = await harness.client.Search({ project_id: project, query: question, limit: 5 });
    expect(passages.length).toBeGreaterThan(0);
    const { rows } = await sql<{ models: string }>`
      select string_agg(distinct embedding_model, ',') as models from ingestion.chunks
    `.execute(harness.db);
    expect(rows[0]?.models).toBe(semanticModel);
  }, 180_000);
});
