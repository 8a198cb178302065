import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { createHashingEmbedder, type Embedder } from '../src/domain/content/index.js';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';

/**
 * Pages indexed at once share the model's runs, so one failed run fails several pages together
 * (a model thread that died, a provider that refused). Each of them must be tried again, not lost.
 */
describe('a page whose embedding failed', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;
  const hashing = createHashingEmbedder();
  let calls = 0;
  const failingFirst: Embedder = {
    model: hashing.model,
    dimensions: hashing.dimensions,
    embed: (texts) => {
      calls += 1;
      // The first runs fail, as every page of one shared run would.
      if (calls <= 3) return Promise.reject(new Error('sentence embedding failed: the thread exited'));
      return hashing.embed(texts);
    },
  };

  beforeAll(async () => {
    site = await startFixtureSite({ pages: 10 });
    harness = await startIngestionHarness(
      { CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4' },
      { embedder: failingFirst },
    );
  });
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  it('is tried again and indexed: every page ends Completed and searchable', async () => {
    const help = [site.url('/help/shipping'), site.url('/help/returns')];
    const other = site.expected.linkedPages.find((url) => !help.includes(url));
    const pages = other === undefined ? help : [...help, other];
    const kb = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: 'project-embedding-failure',
      title: 'Picked pages',
      url: '',
      type: 'URL',
    });
    await harness.client.AddUrlResources({
      owner,
      knowledge_base_id: kb.id,
      resources: pages.map((url) => ({ url, type: 'URL' })),
    });
    const { last } = await harness.waitFor(kb.id, isFinished);
    expect(last.status).toBe('COMPLETED');
    expect(calls).toBeGreaterThan(3);

    const { data } = await harness.client.ListResources({
      owner,
      knowledge_base_id: kb.id,
      limit: 10,
      offset: 0,
    });
    expect(data.map((resource) => [resource.url, resource.status]).sort()).toEqual(
      pages.map((url) => [url, 'Completed']).sort(),
    );
    const { passages } = await harness.client.Search({
      project_id: 'project-embedding-failure',
      query: 'shipping',
      limit: 5,
    });
    expect(passages.some((passage) => passage.url === site.url('/help/shipping'))).toBe(true);
  });
});
