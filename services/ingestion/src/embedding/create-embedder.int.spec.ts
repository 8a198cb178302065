import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@sitesage/config';
import { captureLogs } from '@sitesage/testing';
import {
  fakeEmbedding,
  sharedModelCacheDir,
  startFakeEmbeddingServer,
  type FakeEmbeddingKind,
  type FakeEmbeddingRequest,
  type FakeEmbeddingServer,
  type FakeEmbeddingServerOptions,
} from '@sitesage/testing';
import { hashingVector } from '../domain/content/hashing-embedder.js';
import { createEmbedder } from './create-embedder.js';
import { embeddingVariables } from './embedding.config.js';

const servers: FakeEmbeddingServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fake(kind: FakeEmbeddingKind, options?: FakeEmbeddingServerOptions) {
  const server = await startFakeEmbeddingServer(kind, options);
  servers.push(server);
  return server;
}

function embedderFor(env: Record<string, string>, logs?: string[]) {
  const config = loadConfig({ embedding: embeddingVariables }, env).embedding;
  return createEmbedder(config, logs ? captureLogs('ingestion', logs) : undefined);
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

const texts = Array.from(
  { length: 150 },
  (_, i) => `Chunk ${i}: opening hours and prices of branch ${i * 7}`,
);

type ProviderCase = {
  kind: FakeEmbeddingKind;
  model: string;
  width: number;
  path: RegExp;
  /** The texts one request carried, read from the provider's own request format. */
  textsOf(request: FakeEmbeddingRequest): unknown;
  keyOf(request: FakeEmbeddingRequest): unknown;
};

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const providers: ProviderCase[] = [
  {
    kind: 'openai',
    model: 'text-embedding-3-small',
    width: 1536,
    path: /^\/v1\/embeddings$/,
    textsOf: (request) => field(request.body, 'input'),
    keyOf: (request) => request.headers.authorization,
  },
  {
    kind: 'gemini',
    model: 'gemini-embedding-001',
    width: 768,
    path: /^\/v1beta\/models\/gemini-embedding-001:batchEmbedContents$/,
    textsOf: (request) => {
      const items = field(request.body, 'requests');
      return Array.isArray(items)
        ? items.map((item) => field(field(field(field(item, 'content'), 'parts'), '0'), 'text'))
        : [];
    },
    keyOf: (request) => request.headers['x-goog-api-key'],
  },
  {
    kind: 'ollama',
    model: 'nomic-embed-text',
    width: 768,
    path: /^\/api\/embed$/,
    textsOf: (request) => field(request.body, 'input'),
    keyOf: (request) => request.headers.authorization,
  },
];

const expectedKeyHeader: Record<FakeEmbeddingKind, string> = {
  openai: 'Bearer test-key-123',
  gemini: 'test-key-123',
  ollama: 'Bearer test-key-123',
};

describe.each(providers)('createEmbedder with provider $kind', (provider) => {
  const envFor = (server: FakeEmbeddingServer, extra: Record<string, string> = {}) => ({
    EMBEDDING_PROVIDER: provider.kind,
    EMBEDDING_BASE_URL: server.baseUrl,
    EMBEDDING_API_KEY: 'test-key-123',
    EMBEDDING_BATCH_SIZE: '64',
    ...extra,
  });

  it('learns the width, then embeds 150 texts in batches of 64, in input order', async () => {
    const server = await fake(provider.kind);
    const embedder = await embedderFor(envFor(server));
    expect(embedder).toMatchObject({ model: provider.model, dimensions: provider.width });
    expect(server.requests).toHaveLength(1);

    const vectors = await embedder.embed(texts);

    const batches = server.requests.slice(1);
    expect(batches).toHaveLength(Math.ceil(150 / 64));
    expect(batches.map((request) => provider.textsOf(request))).toEqual([
      texts.slice(0, 64),
      texts.slice(64, 128),
      texts.slice(128),
    ]);
    expect(vectors).toHaveLength(150);
    vectors.forEach((vector, i) => {
      expect(vector).toEqual(fakeEmbedding(texts[i]!, provider.width));
    });
    for (const request of server.requests) {
      expect(request.path).toMatch(provider.path);
      expect(provider.keyOf(request)).toBe(expectedKeyHeader[provider.kind]);
    }
  });

  it('retries a request refused with 429 and then succeeds', async () => {
    const server = await fake(provider.kind, { failFirst: 1, failStatus: 429 });
    const embedder = await embedderFor(envFor(server, { EMBEDDING_DIMENSIONS: String(provider.width) }));
    const vectors = await embedder.embed(['first text', 'second text']);
    expect(vectors).toEqual([
      fakeEmbedding('first text', provider.width),
      fakeEmbedding('second text', provider.width),
    ]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('createEmbedder, provider by provider', () => {
  it('asks OpenAI text-embedding-3 models for the configured width, without a probe', async () => {
    const server = await fake('openai');
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_API_KEY: 'k',
      EMBEDDING_DIMENSIONS: '256',
    });
    expect(server.requests).toHaveLength(0);
    const [vector] = await embedder.embed(['pricing']);
    expect(embedder.dimensions).toBe(256);
    expect(vector).toEqual(fakeEmbedding('pricing', 256));
    // The openai SDK asks for base64 float32 unless told otherwise; the fake answers in kind.
    expect(server.requests[0]?.body).toMatchObject({
      model: 'text-embedding-3-small',
      dimensions: 256,
      encoding_format: 'base64',
    });
  });

  it('asks Gemini for the configured width as outputDimensionality', async () => {
    const server = await fake('gemini');
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'gemini',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_API_KEY: 'k',
      EMBEDDING_DIMENSIONS: '256',
    });
    expect(await embedder.embed(['pricing'])).toEqual([fakeEmbedding('pricing', 256)]);
  });

  it('reaches an OpenAI-compatible server that needs no key, with its own model name', async () => {
    const server = await fake('openai', { dimensions: 384 });
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_MODEL: 'BAAI/bge-small-en-v1.5',
    });
    expect(embedder).toMatchObject({ model: 'BAAI/bge-small-en-v1.5', dimensions: 384 });
    expect(await embedder.embed(['hello'])).toEqual([fakeEmbedding('hello', 384)]);
  });

  it('sends no authorization to an Ollama server when no key is configured', async () => {
    const server = await fake('ollama');
    const embedder = await embedderFor({ EMBEDDING_PROVIDER: 'ollama', EMBEDDING_BASE_URL: server.baseUrl });
    await embedder.embed(['hello']);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('refuses vectors of another width than EMBEDDING_DIMENSIONS, naming both', async () => {
    const server = await fake('ollama', { dimensions: 768 });
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'ollama',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_DIMENSIONS: '1024',
    });
    expect(embedder.dimensions).toBe(1024);
    await expect(embedder.embed(['hello'])).rejects.toThrow(
      "Embedding provider ollama (model 'nomic-embed-text') answered 768-dimensional vectors, but 1024 were expected (EMBEDDING_DIMENSIONS)",
    );
  });

  it('refuses a compatible server whose model ignores the requested width', async () => {
    const server = await fake('openai', { dimensions: 384 });
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_MODEL: 'all-minilm',
      EMBEDDING_DIMENSIONS: '256',
    });
    await expect(embedder.embed(['hello'])).rejects.toThrow(
      /answered 384-dimensional vectors, but 256 were expected/,
    );
    expect(server.requests[0]?.body).not.toHaveProperty('dimensions');
  });

  it('gives up on Gemini after three refused attempts, telling the operator what to check', async () => {
    const server = await fake('gemini', { failFirst: 10, failStatus: 500 });
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'gemini',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_API_KEY: 'k',
      EMBEDDING_DIMENSIONS: '768',
    });
    await expect(embedder.embed(['hello'])).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(
        /gemini .* answered no vector for 1 of 1 texts.*EMBEDDING_API_KEY/,
      ) as unknown,
    });
    expect(server.requests).toHaveLength(3);
  });

  it('uses all-MiniLM-L6-v2 offline by default: 384 dimensions, matching meaning rather than wording', async () => {
    const embedder = await embedderFor({ EMBEDDING_MODEL_CACHE_DIR: sharedModelCacheDir });
    expect(embedder).toMatchObject({ model: 'all-MiniLM-L6-v2-int8', dimensions: 384 });
    const [question = [], answer = [], unrelated = []] = await embedder.embed([
      'How do I reset my password?',
      'Forgot your login? Use the link on the sign-in page to choose a new one.',
      'How do I reset my router to factory settings?',
    ]);
    // No word of the answer is in the question; the unrelated text shares three of its words.
    expect(dot(question, answer)).toBeGreaterThan(dot(question, unrelated));
  });

  it('falls back to the hashing embedder, with one warning that says why, when the model cannot load', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'sitesage-no-cache-'));
    try {
      // A file where the cache folder should be: the model cannot be built or kept there.
      const blocked = join(folder, 'models');
      await writeFile(blocked, 'not a folder');
      const logs: string[] = [];
      const embedder = await embedderFor({ EMBEDDING_MODEL_CACHE_DIR: join(blocked, 'inside') }, logs);
      expect(embedder.model).toMatch(/^sitesage-hashing-v1/);
      expect(await embedder.embed(['Prices'])).toEqual([hashingVector('Prices', 384)]);
      await embedderFor({ EMBEDDING_MODEL_CACHE_DIR: join(blocked, 'inside') }, logs);
      const warnings = logs.filter((line) => line.includes('could not load'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/ENOTDIR|EEXIST/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('keeps the hashing embedder selectable: EMBEDDING_PROVIDER=hashing', async () => {
    const embedder = await embedderFor({ EMBEDDING_PROVIDER: 'hashing' });
    const vectors = await embedder.embed(['Opening hours', 'Prices']);
    expect(embedder.dimensions).toBe(384);
    expect(embedder.model).toMatch(/^sitesage-hashing-v1/);
    expect(vectors).toEqual([hashingVector('Opening hours', 384), hashingVector('Prices', 384)]);
  });

  it('answers nothing for no texts', async () => {
    const server = await fake('openai');
    const embedder = await embedderFor({
      EMBEDDING_PROVIDER: 'openai',
      EMBEDDING_BASE_URL: server.baseUrl,
      EMBEDDING_API_KEY: 'k',
      EMBEDDING_DIMENSIONS: '1536',
    });
    expect(await embedder.embed([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
