import { describe, expect, it } from 'vitest';
import { AppError } from '@sitesage/errors';
import { createLangchainEmbedder, type LangchainEmbedderOptions } from './langchain-embedder.js';

/** A stand-in LangChain `Embeddings`: vector i of a text is [length, i]; answers can be replaced per call. */
function fakeEmbeddings(answers: ((texts: string[]) => number[][] | Promise<number[][]>)[] = []) {
  const calls: string[][] = [];
  return {
    calls,
    embedDocuments: async (texts: string[]) => {
      calls.push(texts);
      const answer = answers[calls.length - 1];
      return answer ? answer(texts) : texts.map((text) => [text.length, 1, 2]);
    },
  };
}

function options(
  embeddings: LangchainEmbedderOptions['embeddings'],
  overrides: Partial<LangchainEmbedderOptions> = {},
): LangchainEmbedderOptions {
  return {
    provider: 'testprov',
    model: 'm1',
    embeddings,
    batchSize: 2,
    dimensions: 3,
    batchTimeoutMs: 60_000,
    retriesOnMissingVectors: 0,
    ...overrides,
  };
}

describe('createLangchainEmbedder', () => {
  it('sends batches in order and returns one vector per text, in input order', async () => {
    const embeddings = fakeEmbeddings();
    const embedder = await createLangchainEmbedder(options(embeddings));
    const vectors = await embedder.embed(['a', 'bb', 'ccc', 'dddd', 'eeeee']);
    expect(embeddings.calls).toEqual([['a', 'bb'], ['ccc', 'dddd'], ['eeeee']]);
    expect(vectors.map((vector) => vector[0])).toEqual([1, 2, 3, 4, 5]);
    expect(embedder).toMatchObject({ model: 'm1', dimensions: 3 });
  });

  it('answers nothing for no texts without calling the provider', async () => {
    const embeddings = fakeEmbeddings();
    const embedder = await createLangchainEmbedder(options(embeddings));
    expect(await embedder.embed([])).toEqual([]);
    expect(embeddings.calls).toEqual([]);
  });

  it('learns the width from a one-word probe when none is configured', async () => {
    const embeddings = fakeEmbeddings([(texts) => texts.map(() => [0.1, 0.2, 0.3, 0.4, 0.5])]);
    const embedder = await createLangchainEmbedder(options(embeddings, { dimensions: undefined }));
    expect(embedder.dimensions).toBe(5);
    expect(embeddings.calls).toHaveLength(1);
  });

  it('refuses vectors narrower than the configured width, saying where the width came from', async () => {
    const embeddings = fakeEmbeddings([(texts) => texts.map(() => [1, 2])]);
    const embedder = await createLangchainEmbedder(options(embeddings));
    await expect(embedder.embed(['a'])).rejects.toThrow(
      "Embedding provider testprov (model 'm1') answered 2-dimensional vectors, but 3 were expected (EMBEDDING_DIMENSIONS)",
    );
  });

  it('refuses a batch whose vectors differ in width', async () => {
    const embeddings = fakeEmbeddings([
      () => [
        [1, 2, 3],
        [1, 2],
      ],
    ]);
    const embedder = await createLangchainEmbedder(options(embeddings));
    await expect(embedder.embed(['a', 'b'])).rejects.toThrow(/vectors of different widths \(3, 2\)/);
  });

  it('refuses a model that changes width after the probe', async () => {
    const embeddings = fakeEmbeddings([(t) => t.map(() => [1, 2, 3, 4]), (t) => t.map(() => [1, 2, 3])]);
    const embedder = await createLangchainEmbedder(options(embeddings, { dimensions: undefined }));
    await expect(embedder.embed(['a'])).rejects.toThrow(/3-dimensional vectors, but 4 were expected/);
  });

  it('asks again when a client answers empty vectors for a failed request, then succeeds', async () => {
    const embeddings = fakeEmbeddings([(texts) => texts.map(() => [])]);
    const embedder = await createLangchainEmbedder(options(embeddings, { retriesOnMissingVectors: 2 }));
    expect(await embedder.embed(['hello'])).toEqual([[5, 1, 2]]);
    expect(embeddings.calls).toHaveLength(2);
  });

  it('reports missing vectors as unavailable when asking again is not allowed', async () => {
    const embeddings = fakeEmbeddings([(texts) => texts.map(() => [])]);
    const embedder = await createLangchainEmbedder(options(embeddings));
    const failure = await embedder.embed(['a', 'b']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'UNAVAILABLE' });
    expect((failure as AppError).message).toMatch(/answered no vector for 2 of 2 texts/);
  });

  it('names the provider when the client fails, keeping the cause', async () => {
    const cause = new Error('401 Incorrect API key provided');
    const embedder = await createLangchainEmbedder(
      options({ embedDocuments: () => Promise.reject(cause) }, { dimensions: 3 }),
    );
    const failure = await embedder.embed(['a']).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'UNAVAILABLE',
      message: "Embedding provider testprov (model 'm1') failed: 401 Incorrect API key provided",
      cause,
    });
  });

  it('gives up on a provider that never answers', async () => {
    const hung = { embedDocuments: () => new Promise<number[][]>(() => undefined) };
    const embedder = await createLangchainEmbedder(options(hung, { batchTimeoutMs: 20 }));
    await expect(embedder.embed(['a'])).rejects.toMatchObject({
      code: 'DEADLINE_EXCEEDED',
      message: "Embedding provider testprov (model 'm1') did not answer within 0.02 s",
    });
  });
});
