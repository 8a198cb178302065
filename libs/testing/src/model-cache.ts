import { fileURLToPath } from 'node:url';

/**
 * Where tests keep the local embedding model's built ONNX file: under the repository's
 * node_modules/.cache, shared by every test file, worker process and end-to-end stack of one
 * checkout, so the model is built once per machine (or CI run) and only loaded after that.
 */
export const sharedModelCacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/sitesage-models', import.meta.url),
);

/**
 * Embedding configuration for tests that are not about embedding: the hashing embedder (instant,
 * no model in memory). Tests of semantic retrieval set EMBEDDING_PROVIDER=local themselves.
 */
export const hashingEmbeddingEnv: Readonly<Record<string, string>> = Object.freeze({
  EMBEDDING_PROVIDER: 'hashing',
  EMBEDDING_MODEL_CACHE_DIR: sharedModelCacheDir,
});
