import { GoogleGenerativeAIEmbeddings } from '@langchain/google-genai';
import { OllamaEmbeddings } from '@langchain/ollama';
import { OpenAIEmbeddings } from '@langchain/openai';
import type { Logger } from '@sitesage/logger';
import type { Embedder } from '../domain/content/embedder.types.js';
import { createHashingEmbedder } from '../domain/content/hashing-embedder.js';
import {
  resolveEmbeddingSettings,
  type EmbeddingConfig,
  type EmbeddingSettings,
} from './embedding.config.js';
import { createLangchainEmbedder } from './langchain-embedder.js';
import { createLocalEmbedder } from './local-embedder.js';

/** How this process runs the local model; other providers ignore it. */
export type LocalModelUse = {
  /** Cores one inference may use (the library's default: 2). */
  threads?: number;
};

/** LangChain's own retries (exponential backoff from 1 s); a 429 is retried only when it carries Retry-After. */
const maxRetries = 2;
const requestTimeoutMs = 30_000;
/** Three attempts of 30 s plus backoff, and room for a short Retry-After. */
const batchTimeoutMs = 120_000;
const ollamaDefaultBaseUrl = 'http://127.0.0.1:11434';
/** The OpenAI SDK refuses to send a request without a key; keyless compatible servers ignore this one. */
const keylessPlaceholder = 'no-key';

/**
 * The embedder the configuration names. Async because a provider whose width is not configured
 * (EMBEDDING_DIMENSIONS empty) is asked to embed one word first: `Embedder.dimensions` must be known
 * before any chunk is stored. The built-in providers and configured widths make no request here;
 * the local model is loaded here (once per process), falling back to hashing if it cannot be.
 *
 * Provider URLs come from the operator's configuration, never from a user, so these clients reach
 * them directly (LangChain's fetch) rather than through @sitesage/egress, whose job is refusing
 * private addresses — which a self-hosted Ollama or OpenAI-compatible server usually is.
 * Every value is passed explicitly so the clients never fall back to OPENAI_API_KEY, GOOGLE_API_KEY,
 * OLLAMA_BASE_URL or similar variables of the process environment.
 */
export async function createEmbedder(
  config: EmbeddingConfig,
  log?: Logger,
  use: LocalModelUse = {},
): Promise<Embedder> {
  const settings = resolveEmbeddingSettings(config);
  const common = {
    provider: settings.provider,
    model: settings.model,
    batchSize: settings.batchSize,
    dimensions: settings.dimensions,
    batchTimeoutMs,
    retriesOnMissingVectors: 0,
  };
  switch (settings.provider) {
    case 'local':
      return createLocalEmbedder(
        { cacheDir: settings.modelCacheDir, ...(use.threads === undefined ? {} : { threads: use.threads }) },
        log,
      );
    case 'hashing':
      return createHashingEmbedder(
        settings.dimensions === undefined ? {} : { dimensions: settings.dimensions },
      );
    case 'openai':
      return createLangchainEmbedder({ ...common, embeddings: openAIEmbeddings(settings) });
    case 'gemini':
      return createLangchainEmbedder({
        ...common,
        embeddings: new GoogleGenerativeAIEmbeddings({
          model: settings.model,
          apiKey: settings.apiKey,
          baseUrl: settings.baseUrl,
          // Gemini models shorten their vectors on request (Matryoshka); older ones ignore it and
          // the width check reports the difference.
          outputDimensionality: settings.dimensions,
          maxRetries,
        }),
        retriesOnMissingVectors: maxRetries,
      });
    case 'ollama':
      return createLangchainEmbedder({
        ...common,
        embeddings: new OllamaEmbeddings({
          model: settings.model,
          baseUrl: settings.baseUrl ?? ollamaDefaultBaseUrl,
          // Ollama itself has no keys; a key is for the proxy or hosted service in front of it.
          ...(settings.apiKey ? { headers: { Authorization: `Bearer ${settings.apiKey}` } } : {}),
          maxRetries,
        }),
      });
  }
}

function openAIEmbeddings(settings: EmbeddingSettings): OpenAIEmbeddings {
  // Only text-embedding-3 models accept `dimensions`; compatible servers may reject the field.
  const asksForWidth = settings.model.startsWith('text-embedding-3');
  return new OpenAIEmbeddings({
    model: settings.model,
    apiKey: settings.apiKey ?? keylessPlaceholder,
    batchSize: settings.batchSize,
    ...(asksForWidth && settings.dimensions !== undefined ? { dimensions: settings.dimensions } : {}),
    timeout: requestTimeoutMs,
    maxRetries,
    configuration: {
      baseURL: settings.baseUrl ?? 'https://api.openai.com/v1',
      organization: null,
      project: null,
    },
  });
}
