import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { createChunksRepository } from '../src/db/chunks.repository.js';
import { questionTerms } from '../src/domain/search/question-terms.fns.js';
import { searchTerms } from '../src/domain/search/search-term.fns.js';
import { isFinished, owner, startIngestionHarness, type IngestionHarness } from './harness.js';
import {
  paraphraseOnlyQuestions,
  retrievalQuestions,
  type RetrievalQuestion,
} from './retrieval-questions.js';

const projectId = 'retrieval-quality';
const topK = 5;

describe('retrieval quality on the fixture shop (local hashing embedder + full text)', () => {
  let site: FixtureSite;
  let harness: IngestionHarness;

  beforeAll(async () => {
    site = await startFixtureSite();
    harness = await startIngestionHarness({ CRAWL_ALLOW_HOSTS: site.host, CRAWL_HOST_CONCURRENCY: '4' });
    const created = await harness.client.CreateKnowledgeBase({
      owner,
      project_id: projectId,
      title: 'Pine Ridge',
      url: site.origin,
      type: 'WEBSITE',
    });
    const { last } = await harness.waitFor(created.id, isFinished);
    expect(last.status).toBe('COMPLETED');
  }, 120_000);
  afterAll(async () => {
    await harness.stop();
    await site.close();
  });

  /** The questions whose answer page is not among the top `topK` passages. */
  async function misses(questions: readonly RetrievalQuestion[]) {
    const missed: string[] = [];
    for (const { question, answerPath } of questions) {
      const { passages } = await harness.client.Search({
        project_id: projectId,
        query: question,
        limit: topK,
      });
      expect(passages.length).toBeLessThanOrEqual(topK);
      const paths = passages.map((passage) => new URL(passage.url).pathname);
      if (!paths.includes(answerPath)) missed.push(`"${question}" → ${answerPath}; got ${paths.join(', ')}`);
    }
    return missed;
  }

  const report = (label: string, total: number, missed: string[]) => {
    const rate = (total - missed.length) / total;
    process.stdout.write(
      `${label} hit@${String(topK)}: ${rate.toFixed(3)} (${String(total - missed.length)}/${String(total)})\n` +
        missed.map((line) => `  missed ${line}\n`).join(''),
    );
    return rate;
  };

  it(`puts the page that answers a visitor's question in the top ${String(topK)} for at least 90% of questions`, async () => {
    expect(retrievalQuestions.length).toBeGreaterThanOrEqual(30);
    // Every answer page was indexed, so a miss is the search's fault, not the crawl's.
    const indexed = await harness.db
      .selectFrom('ingestion.chunks')
      .select('url')
      .distinct()
      .where('project_id', '=', projectId)
      .execute();
    const indexedPaths = new Set(indexed.map((row) => new URL(row.url).pathname));
    const all = [...retrievalQuestions, ...paraphraseOnlyQuestions];
    expect(all.map((q) => q.answerPath).filter((path) => !indexedPaths.has(path))).toEqual([]);

    const rate = report('retrieval', retrievalQuestions.length, await misses(retrievalQuestions));
    report(
      'paraphrase-only (not asserted)',
      paraphraseOnlyQuestions.length,
      await misses(paraphraseOnlyQuestions),
    );
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps out of the asserted set only questions that share no word with their answer page', async () => {
    const chunks = createChunksRepository(harness.db);
    const chunkCount = await chunks.countForProject(projectId);
    for (const { question, answerPath } of paraphraseOnlyQuestions) {
      const hits = await chunks.keywordMatches(
        projectId,
        searchTerms(questionTerms(question)),
        10_000,
        chunkCount,
      );
      expect(
        hits.map((hit) => new URL(hit.url).pathname),
        question,
      ).not.toContain(answerPath);
    }
  });
});
