import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@sitesage/config';
import { createHashingEmbedder } from '../domain/content/hashing-embedder.js';
import { embeddingVariables, resolveEmbeddingSettings } from './embedding.config.js';

const shape = { embedding: embeddingVariables };

function settings(env: Record<string, string>) {
  return resolveEmbeddingSettings(loadConfig(shape, env).embedding);
}

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('embedding configuration', () => {
  it('defaults to the local all-MiniLM-L6-v2 model, kept in .data/models', () => {
    expect(settings({})).toEqual({
      provider: 'local',
      model: 'all-MiniLM-L6-v2-int8',
      baseUrl: undefined,
      apiKey: undefined,
      dimensions: undefined,
      batchSize: 64,
      modelCacheDir: '.data/models',
    });
  });

  it('keeps the hashing embedder selectable by name', () => {
    expect(settings({ EMBEDDING_PROVIDER: 'hashing' })).toMatchObject({
      provider: 'hashing',
      model: createHashingEmbedder().model,
    });
  });

  it('refuses another width for the local model, naming EMBEDDING_DIMENSIONS', () => {
    expect(problems(() => settings({ EMBEDDING_DIMENSIONS: '768' }))).toEqual([
      'EMBEDDING_DIMENSIONS: the local model answers 384 dimensions (got 768); leave it empty',
    ]);
    expect(settings({ EMBEDDING_DIMENSIONS: '384' }).dimensions).toBe(384);
  });

  it.each([
    ['openai', 'text-embedding-3-small'],
    ['gemini', 'gemini-embedding-001'],
    ['ollama', 'nomic-embed-text'],
  ])('picks the default model of %s when EMBEDDING_MODEL is empty', (provider, model) => {
    const env = { EMBEDDING_PROVIDER: provider, EMBEDDING_MODEL: '', EMBEDDING_API_KEY: 'k' };
    expect(settings(env).model).toBe(model);
  });

  it('keeps a model the operator names', () => {
    const env = { EMBEDDING_PROVIDER: 'ollama', EMBEDDING_MODEL: 'mxbai-embed-large' };
    expect(settings(env).model).toBe('mxbai-embed-large');
  });

  it.each(['openai', 'gemini'])('refuses %s without an API key, naming EMBEDDING_API_KEY', (provider) => {
    const found = problems(() => settings({ EMBEDDING_PROVIDER: provider }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^EMBEDDING_API_KEY: required when EMBEDDING_PROVIDER=${provider}`));
  });

  it('accepts an OpenAI-compatible server without a key when its base URL is set', () => {
    const env = { EMBEDDING_PROVIDER: 'openai', EMBEDDING_BASE_URL: 'http://10.0.0.5:8000/v1' };
    expect(settings(env)).toMatchObject({ baseUrl: 'http://10.0.0.5:8000/v1', apiKey: undefined });
  });

  it('still wants a key for gemini behind a base URL', () => {
    const env = { EMBEDDING_PROVIDER: 'gemini', EMBEDDING_BASE_URL: 'http://proxy.internal' };
    expect(problems(() => settings(env))[0]).toMatch(/^EMBEDDING_API_KEY:/);
  });

  it('needs no key for ollama and reads the width and batch size as numbers', () => {
    const env = { EMBEDDING_PROVIDER: 'ollama', EMBEDDING_DIMENSIONS: '768', EMBEDDING_BATCH_SIZE: '16' };
    expect(settings(env)).toMatchObject({ provider: 'ollama', dimensions: 768, batchSize: 16 });
  });

  it('refuses a model name for the local provider other than its own', () => {
    const found = problems(() => settings({ EMBEDDING_MODEL: 'text-embedding-3-small' }));
    expect(found[0]).toMatch(/^EMBEDDING_MODEL: the local provider has one model/);
  });

  it('lists every malformed variable at once', () => {
    const env = {
      EMBEDDING_PROVIDER: 'cohere',
      EMBEDDING_BASE_URL: 'ftp://example.com',
      EMBEDDING_DIMENSIONS: '-3',
      EMBEDDING_BATCH_SIZE: 'lots',
    };
    const found = problems(() => loadConfig(shape, env));
    expect(found.map((problem) => problem.split(':')[0])).toEqual([
      'EMBEDDING_PROVIDER',
      'EMBEDDING_BASE_URL',
      'EMBEDDING_DIMENSIONS',
      'EMBEDDING_BATCH_SIZE',
    ]);
  });

  it('refuses more dimensions than a pgvector column holds', () => {
    const found = problems(() => loadConfig(shape, { EMBEDDING_DIMENSIONS: '20000' }));
    expect(found[0]).toMatch(/^EMBEDDING_DIMENSIONS:/);
  });
});
