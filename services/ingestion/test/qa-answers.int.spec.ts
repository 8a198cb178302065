import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedModelCacheDir } from '@sitesage/testing';
import { sameQuestionSimilarity } from '../src/domain/qa/question-similarity.fns.js';
import { otherOwner, owner, startIngestionHarness, type IngestionHarness } from './harness.js';
import { nearMisses, paraphrases } from './qa-paraphrases.js';

// Q&A answers (issue 20): pairs the owner writes or imports, matched with a visitor's question by
// the default local embedding model, and grouped questions for the unanswered-questions loop.

let harness: IngestionHarness;

beforeAll(async () => {
  harness = await startIngestionHarness(
    { EMBEDDING_PROVIDER: 'local', EMBEDDING_MODEL_CACHE_DIR: sharedModelCacheDir },
    { workers: 0 },
  );
});

afterAll(async () => {
  await harness.stop();
});

const qaSet = async (projectId: string, who = owner) =>
  harness.client.CreateKnowledgeBase({
    owner: who,
    project_id: projectId,
    title: 'Q&A',
    url: '',
    type: 'QA',
  });

const save = (knowledgeBaseId: string, question: string, answer: string, qaId = '') =>
  harness.client.SaveQaPair({ owner, knowledge_base_id: knowledgeBaseId, qa_id: qaId, question, answer });

describe('a Q&A training set', () => {
  it('is learned at once, counts toward the plan like any set, and holds the pairs the owner writes', async () => {
    const before = await harness.client.GetTrainingSetUsage(owner);
    const set = await qaSet('qa-agent-1');
    expect(set).toMatchObject({ type: 'QA', status: 'COMPLETED', progress: 100 });
    expect((await harness.client.GetTrainingSetUsage(owner)).used).toBe(before.used + 1);
    // Nothing to crawl: pages cannot be added, and a retrain leaves it as it is.
    await expect(
      harness.client.AddUrlResources({
        owner,
        knowledge_base_id: set.id,
        resources: [{ url: 'https://example.com/', type: 'URL' }],
      }),
    ).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'A Q&A set holds questions and answers, not pages or files',
    });
    expect(await harness.client.RetrainKnowledgeBase({ owner, id: set.id })).toMatchObject({
      status: 'COMPLETED',
    });

    const pair = await save(set.id, 'Do you deliver to Pune?', 'Yes: every weekday, within two days.');
    const edited = await save(set.id, 'Do you deliver to Pune?', 'Yes, within two days.', pair.id);
    expect(edited).toMatchObject({ id: pair.id, answer: 'Yes, within two days.' });
    await expect(save(set.id, '  do you DELIVER to pune? ', 'Again')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'This set already answers that question',
    });
    await expect(save(set.id, 'x'.repeat(301), 'Too long a question')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'Question must be at most 300 characters',
    });
    await expect(save(set.id, 'Empty answer?', '   ')).rejects.toMatchObject({
      message: 'Answer is required',
    });
    const listed = await harness.client.ListQaPairs({
      owner,
      knowledge_base_id: set.id,
      limit: 10,
      offset: 0,
    });
    expect(listed.total).toBe(1);
    await harness.client.DeleteQaPair({ owner, knowledge_base_id: set.id, qa_id: pair.id });
    expect(
      (await harness.client.ListQaPairs({ owner, knowledge_base_id: set.id, limit: 10, offset: 0 })).total,
    ).toBe(0);
  });

  it("is another owner's to read and change only as 'not found'", async () => {
    const set = await qaSet('qa-agent-2');
    const pair = await save(set.id, 'Is there parking?', 'Yes, behind the shop.');
    const asStranger = { owner: otherOwner, knowledge_base_id: set.id };
    const notFound = { code: 'NOT_FOUND', message: 'Training set not found' };
    await expect(harness.client.ListQaPairs({ ...asStranger, limit: 10, offset: 0 })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      harness.client.SaveQaPair({ ...asStranger, qa_id: pair.id, question: 'Hijacked?', answer: 'Yes' }),
    ).rejects.toMatchObject(notFound);
    await expect(harness.client.DeleteQaPair({ ...asStranger, qa_id: pair.id })).rejects.toMatchObject(
      notFound,
    );
    await expect(
      harness.client.ImportQaCsv({ ...asStranger, csv: 'question,answer\nA?,B' }),
    ).rejects.toMatchObject(notFound);
    const listed = await harness.client.ListQaPairs({
      owner,
      knowledge_base_id: set.id,
      limit: 10,
      offset: 0,
    });
    expect(listed.data.map((p) => p.answer)).toEqual(['Yes, behind the shop.']);
  });
});

describe('importing Q&A from CSV', () => {
  it('adds quoted rows with commas, quotes and line breaks, and answers a repeated question anew', async () => {
    const set = await qaSet('qa-agent-3');
    await save(set.id, 'Do you have vegan options?', 'Ask the staff.');
    const csv = [
      '\uFEFFQuestion,Answer',
      '"Do you have vegan options?","Yes, three: oat, soy and almond milk."',
      'What are your opening hours?,"Mon–Fri 8–18,',
      'Sat 9–14"',
      '"Is the ""Blue"" blend decaf?",No',
      '',
    ].join('\r\n');
    expect(await harness.client.ImportQaCsv({ owner, knowledge_base_id: set.id, csv })).toEqual({
      imported: 3,
      total: 3,
    });
    const { data } = await harness.client.ListQaPairs({
      owner,
      knowledge_base_id: set.id,
      limit: 10,
      offset: 0,
    });
    expect(Object.fromEntries(data.map((p) => [p.question, p.answer]))).toEqual({
      'Do you have vegan options?': 'Yes, three: oat, soy and almond milk.',
      'What are your opening hours?': 'Mon–Fri 8–18,\nSat 9–14',
      'Is the "Blue" blend decaf?': 'No',
    });
  });

  it('refuses a bad file with a 400 naming the row, and stores nothing of it', async () => {
    const set = await qaSet('qa-agent-4');
    const refused = async (csv: string, message: string) => {
      await expect(
        harness.client.ImportQaCsv({ owner, knowledge_base_id: set.id, csv }),
      ).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        message,
      });
    };
    await refused('q,a\nHi?,Hello', 'Row 1: the header must be question,answer');
    await refused('question,answer\nGood?,Fine\nNo answer here?,', 'Row 3: Answer is required');
    await refused(
      'question,answer\nGood?,Fine\nOne,two,three',
      'Row 3: expected 2 fields (question, answer), found 3',
    );
    await refused('question,answer\nGood?,Fine\n"Never closed,x', 'Row 3: a quoted field is never closed');
    await refused(
      `question,answer\n${'Long?,'.padEnd(2_100, 'x')}`,
      'Row 2: Answer must be at most 2000 characters',
    );
    await refused(
      `question,answer\n${Array.from({ length: 501 }, (_, i) => `Q${String(i)}?,A`).join('\n')}`,
      'A file may hold at most 500 questions',
    );
    const listed = await harness.client.ListQaPairs({
      owner,
      knowledge_base_id: set.id,
      limit: 10,
      offset: 0,
    });
    expect(listed.total).toBe(0);
  });

  it('keeps a set at 500 questions, however the rows arrive', async () => {
    const set = await qaSet('qa-agent-5');
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `Question number ${String(from + i)}?,Answer`).join('\n');
    await harness.client.ImportQaCsv({
      owner,
      knowledge_base_id: set.id,
      csv: `question,answer\n${rows(0, 499)}`,
    });
    await expect(
      harness.client.ImportQaCsv({
        owner,
        knowledge_base_id: set.id,
        csv: `question,answer\n${rows(499, 2)}`,
      }),
    ).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'A Q&A set holds at most 500 questions',
    });
    await save(set.id, 'The last one?', 'Fits.');
    await expect(save(set.id, 'One more?', 'Does not fit.')).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
  });
});

describe("matching a visitor's question with the Q&A (all-MiniLM-L6-v2)", () => {
  it('finds a paraphrase, not an unrelated question, and only within the project', async () => {
    const set = await qaSet('qa-agent-6');
    await save(set.id, 'Do you offer gift cards?', 'Yes, from ₹500, at the counter or online.');
    await save(set.id, 'How much does the pro plan cost?', 'Pro is ₹2,999 a month.');

    const paraphrased = await harness.client.MatchQa({
      project_id: 'qa-agent-6',
      query: "What's the price of the Pro plan?",
      limit: 3,
    });
    expect(paraphrased.matches.map((m) => m.answer)).toEqual(['Pro is ₹2,999 a month.']);
    expect(paraphrased.threshold).toBe(sameQuestionSimilarity.semantic);

    const unrelated = await harness.client.MatchQa({
      project_id: 'qa-agent-6',
      query: 'Do you accept credit cards?',
      limit: 3,
    });
    expect(unrelated.matches).toEqual([]);
    const elsewhere = await harness.client.MatchQa({
      project_id: 'qa-agent-7',
      query: 'How much does the pro plan cost?',
      limit: 3,
    });
    expect(elsewhere.matches).toEqual([]);
  });

  it('matches a pair embedded by an earlier model once the visitor asks, embedding it again first', async () => {
    const set = await qaSet('qa-agent-8');
    const saved = await save(set.id, 'How much does the pro plan cost?', 'Pro is ₹2,999 a month.');
    // As if written before the model changed: a vector of another model and width.
    await harness.db
      .updateTable('ingestion.qa_pairs')
      .set({ embedding: '[0.6,0.8]', embedding_model: 'older-model' })
      .where('id', '=', saved.id)
      .execute();

    const matched = await harness.client.MatchQa({
      project_id: 'qa-agent-8',
      query: "What's the price of the Pro plan?",
      limit: 3,
    });
    expect(matched.matches.map((m) => m.answer)).toEqual(['Pro is ₹2,999 a month.']);
    const row = await harness.db
      .selectFrom('ingestion.qa_pairs')
      .select(['embedding_model'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.embedding_model).not.toBe('older-model');
  });

  it('keeps every near miss of the calibration set below the bar, and lets at least half the paraphrases over it', async () => {
    const score = async ([a, b]: readonly [string, string]) =>
      (await harness.client.ScoreTexts({ query: a, texts: [b] })).scores[0] ?? 0;
    const paraphraseScores = await Promise.all(paraphrases.map(score));
    const missScores = await Promise.all(nearMisses.map(score));
    expect(Math.max(...missScores)).toBeLessThan(sameQuestionSimilarity.semantic);
    expect(
      paraphraseScores.filter((s) => s >= sameQuestionSimilarity.semantic).length,
    ).toBeGreaterThanOrEqual(paraphrases.length / 2);
  });
});

describe('grouping questions by meaning (the unanswered-questions loop)', () => {
  it('puts paraphrases in one group and different questions apart', async () => {
    const { groups } = await harness.client.GroupTexts({
      texts: [
        'Do you deliver to Pune?',
        'What are your opening hours?',
        'Is delivery available in Pune?',
        'When are you open?',
        'Can I bring my dog?',
      ],
    });
    expect(groups).toEqual([0, 1, 0, 1, 2]);
    await expect(
      harness.client.GroupTexts({ texts: Array.from({ length: 501 }, () => 'Hi?') }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
