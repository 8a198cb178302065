import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '@sitesage/testing';
import {
  commonWordShare,
  commonWordsFromChunks,
  createChunksRepository,
  toVectorLiteral,
} from '../src/db/chunks.repository.js';
import type { NewChunk } from '../src/db/database.js';
import { createHashingEmbedder, type Embedder } from '../src/domain/content/index.js';
import { questionTerms } from '../src/domain/search/question-terms.fns.js';
import { createCommonWordsRepository } from '../src/db/common-words.repository.js';
import { createSearchService } from '../src/domain/search/search.service.js';
import { searchTerms } from '../src/domain/search/search-term.fns.js';
import { startIngestionHarness, type IngestionHarness } from './harness.js';

const embedder = createHashingEmbedder();
const canary = 'Quokka marmalade protocol zephyrine 7731';
const topics = [
  'shipping times',
  'return policy',
  'tent sizes',
  'warranty claims',
  'gift cards',
  'store hours',
];

/** `title` is the page title (the project id unless given); the pipeline starts the header with it. */
type SeedText = { header: string; content: string; title?: string };

/**
 * The full-text half alone for one project, top 5, with the project's size counted as the search
 * service counts it; `options` moves its thresholds.
 */
async function keywordSearchOf(harness: IngestionHarness, projectId: string) {
  const chunks = createChunksRepository(harness.db);
  const chunkCount = await chunks.countForProject(projectId);
  return (
    question: string,
    options: { ownRowsBelow?: number; wordIndexFrom?: number; commonWordsFrom?: number },
  ) => chunks.keywordMatches(projectId, searchTerms(questionTerms(question)), 5, chunkCount, options);
}

/**
 * Inserts chunks of one project straight into the table (one source holds them), embedded by
 * the hashing embedder unless `stamp` gives another model and its vectors; the URL names the
 * project, so a leak is visible.
 */
async function seed(
  harness: IngestionHarness,
  projectId: string,
  texts: readonly SeedText[],
  stamp?: { model: string; vectors: number[][] },
) {
  const kbId = crypto.randomUUID();
  const resourceId = crypto.randomUUID();
  const url = `https://${projectId}.test/`;
  await harness.db
    .insertInto('ingestion.knowledge_bases')
    .values({ id: kbId, project_id: projectId, owner_id: 'o', title: projectId, type: 'URL', page_cap: 500 })
    .execute();
  await harness.db
    .insertInto('ingestion.resources')
    .values({ id: resourceId, knowledge_base_id: kbId, project_id: projectId, type: 'URL', url })
    .execute();
  const vectors = stamp?.vectors ?? (await embedder.embed(texts.map((t) => `${t.header}\n\n${t.content}`)));
  const rows: NewChunk[] = texts.map((text, i) => {
    const vector = vectors[i] ?? [];
    return {
      id: crypto.randomUUID(),
      resource_id: resourceId,
      knowledge_base_id: kbId,
      project_id: projectId,
      ordinal: i,
      url,
      title: text.title ?? projectId,
      header: text.header,
      content: text.content,
      token_count: 10,
      content_hash: String(i),
      embedding: toVectorLiteral(vector),
      embedding_model: stamp?.model ?? embedder.model,
      embedding_dimensions: vector.length,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await harness.db
      .insertInto('ingestion.chunks')
      .values(rows.slice(i, i + 500))
      .execute();
}

const pages = (projectId: string, count: number): SeedText[] =>
  Array.from({ length: count }, (_, i) => ({
    header: `${projectId} › Page ${String(i)}`,
    content: `${projectId} page ${String(i)} about ${topics[i % topics.length] ?? ''}.`,
  }));

describe('Search: hybrid retrieval for the chat service', () => {
  let harness: IngestionHarness;
  /** Every text the service embedded (the configured model, counted). */
  const embeddedByService: string[] = [];
  /** The service with the HNSW path forced for every project size. */
  let hnswSearch: ReturnType<typeof createSearchService>;

  beforeAll(async () => {
    harness = await startIngestionHarness(
      {},
      {
        workers: 0,
        serviceEmbedder: {
          ...embedder,
          embed: (texts) => {
            embeddedByService.push(...texts);
            return embedder.embed(texts);
          },
        },
      },
    );
    // A big tenant shares the HNSW index with the small ones: a filtered HNSW scan without
    // iterative scans would find mostly its rows and return too few for the others.
    await seed(harness, 'big-tenant', pages('big-tenant', 2_000));
    await seed(harness, 'tenant-a', [
      ...pages('tenant-a', 10),
      { header: 'tenant-a › Launch notes', content: `The secret launch code is ${canary}.` },
      { header: 'tenant-a › Доставка', content: 'Доставка по Москве бесплатная для заказов от 5000 рублей.' },
    ]);
    await seed(harness, 'tenant-b', pages('tenant-b', 30));
    hnswSearch = createSearchService({
      log: captureLogs('ingestion', []),
      chunks: createChunksRepository(harness.db),
      commonWords: createCommonWordsRepository(harness.db),
      embedder: () => Promise.resolve(embedder),
      exactBelow: 0,
    });
  }, 120_000);
  afterAll(async () => {
    await harness.stop();
  });

  it("never returns another project's chunks, even for a query that is exactly their canary phrase", async () => {
    const own = await harness.client.Search({ project_id: 'tenant-a', query: canary, limit: 3 });
    expect(own.passages[0]?.content).toContain(canary);
    expect(own.passages[0]?.keyword_match).toBe(true);

    const { passages } = await harness.client.Search({ project_id: 'tenant-b', query: canary, limit: 20 });
    const hnsw = await hnswSearch.findPassages('tenant-b', canary, 20);
    for (const found of [passages, hnsw]) {
      // tenant-b has chunks, so the vector half answers something: all of it tenant-b's own.
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((passage) => passage.url === 'https://tenant-b.test/')).toBe(true);
      expect(found.some((passage) => /quokka|zephyrine/i.test(passage.content))).toBe(false);
    }
  });

  it('returns k passages of a small project on the HNSW path, where the vector half alone must supply them', async () => {
    // No word of this query is in tenant-b's text, so every passage comes from the vector search.
    const query = 'retrun polcies';
    const hnsw = await hnswSearch.findPassages('tenant-b', query, 20);
    expect(hnsw).toHaveLength(20);
    expect(hnsw.every((passage) => passage.url === 'https://tenant-b.test/' && !passage.keywordMatch)).toBe(
      true,
    );

    const { passages: exact } = await harness.client.Search({ project_id: 'tenant-b', query, limit: 20 });
    expect(exact).toHaveLength(20);
    // As near as the exact scan's: chunks equally near may differ, the nearness may not.
    const nearness = (values: number[]) => values.map((v) => v.toFixed(6)).sort();
    expect(nearness(hnsw.map((p) => p.similarity))).toEqual(nearness(exact.map((p) => p.similarity)));
  });

  it("counts a large project's common words after a search, and then finds the same passages without listing them", async () => {
    await seed(harness, 'tenant-large', pages('tenant-large', commonWordsFromChunks));
    const question = 'Which page of yours is about gift cards?';
    const search = () => harness.client.Search({ project_id: 'tenant-large', query: question, limit: 5 });
    const before = await search();
    const commonWords = createCommonWordsRepository(harness.db);
    // Counted in the background: the search above did not wait for it.
    await vi.waitFor(
      async () => {
        expect(await commonWords.countedAt('tenant-large')).toBe(commonWordsFromChunks);
      },
      {
        timeout: 10_000,
      },
    );
    const counted = await harness.db
      .selectFrom('ingestion.common_words')
      .select('lexeme')
      .where('project_id', '=', 'tenant-large')
      .execute();
    // Every chunk says "tenant-large page N about <topic>": those words are common, the topics are not.
    expect(counted.map((word) => word.lexeme)).toEqual(expect.arrayContaining(['page', 'about', 'tenant']));
    expect(counted.map((word) => word.lexeme)).not.toContain('gift');

    const after = await search();
    expect(after.passages.map((p) => p.chunk_id)).toEqual(before.passages.map((p) => p.chunk_id));
    expect(after.passages.every((p) => p.content.includes('gift cards'))).toBe(true);

    // A project that shrank below the size keeps no counts.
    await harness.db.deleteFrom('ingestion.chunks').where('project_id', '=', 'tenant-large').execute();
    await commonWords.recount('tenant-large', { share: commonWordShare, fromChunks: commonWordsFromChunks });
    expect(await commonWords.countedAt('tenant-large')).toBeUndefined();
  });

  it('fuses both halves: the best passages match the words, default 5, at most 20', async () => {
    const { passages } = await harness.client.Search({
      project_id: 'tenant-b',
      query: 'What is your "return policy"?',
      limit: 0,
    });
    expect(passages).toHaveLength(5);
    expect(passages[0]?.content).toContain('return policy');
    expect(passages[0]?.keyword_match).toBe(true);
    expect(passages[0]?.header).toMatch(/^tenant-b › Page \d+$/);
    const scores = passages.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const greedy = await harness.client.Search({
      project_id: 'tenant-b',
      query: 'return policy',
      limit: 500,
    });
    expect(greedy.passages).toHaveLength(20);
  });

  it('finds a chunk by words of its header (page title and headings), not only its text', async () => {
    const { passages } = await harness.client.Search({
      project_id: 'tenant-a',
      query: 'launch notes?',
      limit: 1,
    });
    expect(passages[0]?.header).toBe('tenant-a › Launch notes');
    expect(passages[0]?.keyword_match).toBe(true);
  });

  it('searches questions in other scripts, and questions of nothing but symbols, without failing', async () => {
    const { passages } = await harness.client.Search({
      project_id: 'tenant-a',
      query: 'Сколько стоит доставка по Москве?',
      limit: 1,
    });
    expect(passages[0]?.header).toBe('tenant-a › Доставка');
    const symbols = await harness.client.Search({ project_id: 'tenant-a', query: '?!* & | :*', limit: 3 });
    expect(symbols.passages).toHaveLength(3);
    expect(symbols.passages.every((p) => !p.keyword_match)).toBe(true);
  });

  it('still finds chunks embedded by an earlier model or width through the full-text half', async () => {
    const old = ['Our loyalty scheme gives one trail point per dollar.', 'Gift cards never expire.'];
    await seed(
      harness,
      'tenant-old-model',
      old.map((content) => ({ header: 'Rewards', content })),
      {
        model: 'retired-model-v0',
        vectors: old.map((_, i) => Array.from({ length: 768 }, (__, j) => (i + j) % 7)),
      },
    );
    const { passages } = await harness.client.Search({
      project_id: 'tenant-old-model',
      query: 'Do gift cards expire?',
      limit: 5,
    });
    expect(passages.map((p) => p.content)).toEqual(['Gift cards never expire.']);
    expect(passages[0]?.keyword_match).toBe(true);
  });

  it('answers an unknown project with no passages and an empty question with INVALID_ARGUMENT', async () => {
    const none = await harness.client.Search({
      project_id: 'no-such-project',
      query: 'return policy',
      limit: 5,
    });
    expect(none.passages).toEqual([]);
    await expect(
      harness.client.Search({ project_id: 'tenant-b', query: ' \n\t ', limit: 5 }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'Question is required' });
  });

  it('falls back to full text when the embedding provider fails, instead of failing the visitor', async () => {
    const logs: string[] = [];
    const failing: Embedder = {
      model: embedder.model,
      dimensions: embedder.dimensions,
      embed: () => Promise.reject(new Error('provider unavailable')),
    };
    const search = createSearchService({
      log: captureLogs('ingestion', logs),
      chunks: createChunksRepository(harness.db),
      commonWords: createCommonWordsRepository(harness.db),
      embedder: () => Promise.resolve(failing),
    });
    const passages = await search.findPassages('tenant-b', 'gift cards', 5);
    expect(passages).toHaveLength(5);
    expect(passages.every((p) => p.keywordMatch && p.content.includes('gift cards'))).toBe(true);
    expect(logs.join('\n')).toContain('question not embedded');
  });

  it('ranks the page named after the question first, whichever way the full-text half looks words up', async () => {
    const page = (title: string, heading: string, content: string): SeedText => ({
      title,
      header: `${title} › ${heading}`,
      content,
    });
    await seed(harness, 'tenant-titles', [
      page(
        'Lake guide',
        'Boats',
        'The lake is calm: a kayak, or a second kayak, is the way to see it by kayak.',
      ),
      page('Kayak rentals', 'Prices', 'Rent one by the hour or by the day, paddles included.'),
      page('Lake guide', 'Walks', 'A path runs around the lake; the walk takes two hours.'),
      page('Opening hours', 'Summer', 'Rentals open at nine and close at seven in summer.'),
      page('Opening hours', 'Winter', 'In winter the boat house opens at ten.'),
    ]);
    const keywords = await keywordSearchOf(harness, 'tenant-titles');
    const lookUp = (question: string, wordIndexFrom: number, ownRowsBelow = 0) =>
      keywords(question, { wordIndexFrom, ownRowsBelow });
    // The words looked up in the GIN index first (from 0 chunks), or the project filter first
    // (never), or the project's rows read once and every word tested on them: the same passages
    // in the same order.
    for (const question of [
      'kayak',
      'Do you rent kayaks by the hour?',
      'opening hours in winter',
      'lake walks',
    ]) {
      const indexFirst = await lookUp(question, 0);
      const projectFirst = await lookUp(question, Number.POSITIVE_INFINITY);
      const ownRows = await lookUp(question, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
      expect(indexFirst.length, question).toBeGreaterThan(0);
      expect(indexFirst.map((hit) => hit.id)).toEqual(projectFirst.map((hit) => hit.id));
      expect(ownRows.map((hit) => hit.id)).toEqual(projectFirst.map((hit) => hit.id));
    }
    // The guide says "kayak" three times, but the page titled after kayaks is about them.
    const [first] = await lookUp('kayak', 0);
    expect(first?.header).toBe('Kayak rentals › Prices');
  });

  it('lets the rare word of a question decide in a large project, not the word on most of its pages', async () => {
    const gearPage = (n: number): SeedText => ({
      title: `Gear guide ${String(n)}`,
      header: `Gear guide ${String(n)} › Care`,
      content: `Clean your gear after every trip and store the gear dry (guide ${String(n)}).`,
    });
    await seed(harness, 'tenant-common', [
      ...Array.from({ length: 8 }, (_, n) => gearPage(n + 1)),
      {
        title: 'Warranty',
        header: 'Warranty › Cover',
        content: 'The warranty covers seams and zips for two years.',
      },
      {
        title: 'Shipping',
        header: 'Shipping › Times',
        content: 'Orders leave the warehouse within two days.',
      },
    ]);
    const keywords = await keywordSearchOf(harness, 'tenant-common');
    const lookUp = (question: string, commonWordsFrom: number) => keywords(question, { commonWordsFrom });
    // Counted as large (from 0 chunks): "gear" is on 8 of 10 chunks, so only "warranty" weighs.
    const [first, ...rest] = await lookUp('does my gear have a warranty', 0);
    expect(first?.header).toBe('Warranty › Cover');
    expect(rest).toEqual([]);
    // A question of common words alone is left to the vector half.
    expect(await lookUp('gear', 0)).toEqual([]);
    // A small project weighs every word, the common one included.
    expect((await lookUp('gear', Number.POSITIVE_INFINITY)).length).toBe(5);
  });

  it('finds the first chunks of a project that was searched while still empty', async () => {
    const before = await harness.client.Search({
      project_id: 'tenant-new',
      query: 'opening hours',
      limit: 3,
    });
    expect(before.passages).toEqual([]);
    await seed(harness, 'tenant-new', [
      { header: 'tenant-new › Hours', content: 'Opening hours: nine to five.' },
    ]);
    const after = await harness.client.Search({ project_id: 'tenant-new', query: 'opening hours', limit: 3 });
    expect(after.passages[0]?.content).toBe('Opening hours: nine to five.');
  });

  it('returns the chunks beside each passage on its page when asked, and none of another page', async () => {
    const steps = [
      {
        header: 'tenant-steps › Delete account › Before deleting',
        content: 'Download the documents you need.',
      },
      {
        header: 'tenant-steps › Delete account › Open the danger zone',
        content: 'Go to Settings and open Profile.',
      },
      {
        header: 'tenant-steps › Delete account › Confirm',
        content: 'Type your email address and click Confirm Deletion.',
      },
      {
        header: 'tenant-steps › Delete account › Afterwards',
        content: 'Deleted accounts cannot be restored.',
      },
      { header: 'tenant-steps › Billing', content: 'Invoices are sent by email each month.' },
    ];
    await seed(harness, 'tenant-steps', steps.slice(0, 4));
    await seed(harness, 'tenant-steps', steps.slice(4));
    const ask = (withNeighbours: boolean) =>
      harness.client.Search({
        project_id: 'tenant-steps',
        query: 'open the danger zone in settings profile',
        limit: 1,
        with_neighbours: withNeighbours,
      });

    const [found] = (await ask(true)).passages;
    expect(found?.content).toBe('Go to Settings and open Profile.');
    expect(found?.before.map((chunk) => chunk.content)).toEqual(['Download the documents you need.']);
    expect(found?.after).toEqual([
      { header: steps[2]?.header, content: steps[2]?.content },
      { header: steps[3]?.header, content: steps[3]?.content },
    ]);
    // Without the flag a search stays as small as before.
    const [plain] = (await ask(false)).passages;
    expect(plain?.before).toEqual([]);
    expect(plain?.after).toEqual([]);
  });

  it("returns the opening of the best passage's page when asked, without repeating a passage", async () => {
    const setup = [
      { header: 'tenant-open › Webhook setup', content: 'Configure webhooks for document events.' },
      {
        header: 'tenant-open › Webhook setup › Overview',
        content: 'Webhooks are available for teams only. Personal accounts cannot configure webhooks.',
      },
      {
        header: 'tenant-open › Webhook setup › Testing',
        content: 'To test a webhook, open Team Settings and click the Test button.',
      },
    ];
    await seed(harness, 'tenant-open', setup);
    await seed(harness, 'tenant-open', [
      { header: 'tenant-open › Billing', content: 'Invoices are sent by email each month.' },
      { header: 'tenant-open › Billing › Test mode', content: 'Test payments never reach your bank.' },
    ]);
    const ask = (query: string, withOpening: boolean) =>
      harness.client.Search({ project_id: 'tenant-open', query, limit: 1, with_page_opening: withOpening });

    const testing = await ask('how do i test a webhook button', true);
    expect(testing.passages.map((p) => p.content)).toEqual([setup[2]?.content]);
    expect(testing.page_opening.map((chunk) => [chunk.header, chunk.content])).toEqual([
      [setup[0]?.header, setup[0]?.content],
      [setup[1]?.header, setup[1]?.content],
    ]);
    expect(testing.page_opening[0]?.url).toBe(testing.passages[0]?.url);
    // A passage that is itself in the opening is not sent twice.
    const overview = await ask('personal accounts cannot configure webhooks teams only', true);
    expect(overview.passages[0]?.content).toBe(setup[1]?.content);
    expect(overview.page_opening.map((chunk) => chunk.content)).toEqual([setup[0]?.content]);
    // Without the flag a search stays as small as before.
    expect((await ask('how do i test a webhook button', false)).page_opening).toEqual([]);
  });

  it('embeds a visitor question once for the Q&A match and the Search that follows it', async () => {
    const asked = 'when does the secret launch happen';
    embeddedByService.length = 0;
    await harness.client.MatchQa({ project_id: 'tenant-a', query: asked, limit: 1 });
    const { passages } = await harness.client.Search({ project_id: 'tenant-a', query: asked, limit: 3 });
    expect(passages[0]?.content).toContain(canary);
    expect(embeddedByService.filter((text) => text === asked)).toHaveLength(1);
  });

  it('tells the chat service how close each passage is to the question, best first', async () => {
    const { passages } = await harness.client.Search({ project_id: 'tenant-a', query: canary, limit: 3 });
    expect(passages[0]?.similarity).toBeGreaterThan(0.3);
    for (const passage of passages) expect(passage.similarity).toBeLessThanOrEqual(1);
    expect(passages[0]?.similarity).toBeGreaterThanOrEqual(passages.at(-1)?.similarity ?? 0);
  });

  it('scores answer sentences against a question, and refuses more texts than an answer needs', async () => {
    const scored = await harness.client.ScoreTexts({
      query: 'when do orders leave the warehouse',
      texts: ['Orders leave the warehouse within two days.', 'Gift cards never expire.'],
    });
    expect(scored.scores).toHaveLength(2);
    expect(scored.scores[0]).toBeGreaterThan(scored.scores[1] ?? 1);
    // The built-in hashing embedder compares words, which the answerer must not take for meaning.
    expect(scored).toMatchObject({ model: embedder.model, semantic: false });

    await expect(
      harness.client.ScoreTexts({
        query: 'anything',
        texts: Array.from({ length: 101 }, () => 'a sentence'),
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'At most 100 texts can be scored at once' });
    await expect(harness.client.ScoreTexts({ query: ' ', texts: ['x'] })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Query is required',
    });
  });
});
