import { z } from 'zod';
import { ConfigError, variable, type ConfigOf } from '@sitesage/config';

export const llmProviders = ['none', 'openai', 'anthropic', 'gemini', 'openai-compatible'] as const;
export type LlmProvider = (typeof llmProviders)[number];
export type RemoteLlmProvider = Exclude<LlmProvider, 'none'>;

/**
 * The model each hosted provider uses when LLM_MODEL is empty: small, fast models that follow a
 * grounded prompt well. An OpenAI-compatible server has no sensible default, so it must be named.
 */
export const defaultLlmModels: Readonly<Record<Exclude<RemoteLlmProvider, 'openai-compatible'>, string>> =
  Object.freeze({
    openai: 'gpt-4.1-mini',
    anthropic: 'claude-haiku-4-5',
    gemini: 'gemini-2.5-flash',
  });

/** The public endpoints, passed explicitly so no client reads a base URL from the environment. */
export const defaultLlmBaseUrls: Readonly<Record<Exclude<RemoteLlmProvider, 'openai-compatible'>, string>> =
  Object.freeze({
    openai: 'https://api.openai.com/v1',
    anthropic: 'https://api.anthropic.com',
    gemini: 'https://generativelanguage.googleapis.com',
  });

const milliseconds = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).default(fallback);

/** Spread into the chat config shape as `generation: generationVariables`. */
export const generationVariables = {
  provider: variable(
    'LLM_PROVIDER',
    z.enum(llmProviders).default('none'),
    'Who writes answers: none (built-in extractive answerer, offline, quotes the best matching sentences), openai, anthropic, gemini, or openai-compatible (Ollama, vLLM, llama.cpp server, … named by LLM_BASE_URL).',
  ),
  model: variable(
    'LLM_MODEL',
    z.string().trim().default(''),
    `Chat model; empty picks the provider's default (openai ${defaultLlmModels.openai}, anthropic ${defaultLlmModels.anthropic}, gemini ${defaultLlmModels.gemini}). Required for openai-compatible.`,
  ),
  baseUrl: variable(
    'LLM_BASE_URL',
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    'Endpoint override. Required for openai-compatible: the server root including /v1 (Ollama http://127.0.0.1:11434/v1). Optional proxy URL for openai, anthropic and gemini.',
  ),
  apiKey: variable(
    'LLM_API_KEY',
    z.string().optional(),
    'API key of the LLM provider; required for openai, anthropic and gemini, optional for openai-compatible servers.',
    { secret: true },
  ),
  temperature: variable(
    'LLM_TEMPERATURE',
    z.coerce.number().min(0).max(2).default(0.2),
    'Sampling temperature; low keeps answers close to the knowledge base.',
  ),
  maxOutputTokens: variable(
    'LLM_MAX_OUTPUT_TOKENS',
    z.coerce.number().int().min(16).max(32_000).default(800),
    'Most tokens the model may write per answer (what the provider bills).',
  ),
  firstTokenTimeoutMs: variable(
    'LLM_FIRST_TOKEN_TIMEOUT_MS',
    milliseconds(20_000, 600_000),
    'Time a visitor waits for the first word of an answer, retries included; then the request is aborted and the visitor told the assistant is unavailable.',
  ),
  idleTimeoutMs: variable(
    'LLM_IDLE_TIMEOUT_MS',
    milliseconds(30_000, 600_000),
    'Longest silence between two pieces of a streamed answer before it is aborted.',
  ),
  maxAnswerChars: variable(
    'LLM_MAX_ANSWER_CHARS',
    z.coerce.number().int().min(100).max(100_000).default(4000),
    'Longest answer forwarded to a visitor; the stream is cut there and the provider request aborted.',
  ),
  maxRetries: variable(
    'LLM_MAX_RETRIES',
    z.coerce.number().int().min(0).max(2).default(2),
    'Retries of a failed LLM request (429, 5xx, connection errors), only before the first word reached the visitor.',
  ),
  retryBaseDelayMs: variable(
    'LLM_RETRY_BASE_DELAY_MS',
    milliseconds(500, 60_000),
    'First retry back-off when the provider sends no Retry-After; doubled per retry, with jitter.',
  ),
  retryAfterCapMs: variable(
    'LLM_RETRY_AFTER_CAP_MS',
    milliseconds(5_000, 600_000),
    'Longest provider Retry-After honoured; a longer one fails the answer at once instead of keeping the visitor waiting.',
  ),
  breakerFailureThreshold: variable(
    'LLM_BREAKER_FAILURE_THRESHOLD',
    z.coerce.number().int().min(1).max(100).default(5),
    'Consecutive failed LLM requests after which answers fail fast without calling the provider.',
  ),
  breakerCooldownMs: variable(
    'LLM_BREAKER_COOLDOWN_MS',
    milliseconds(30_000, 3_600_000),
    'How long answers fail fast before one trial request checks whether the provider is back.',
  ),
};

export type GenerationConfig = ConfigOf<typeof generationVariables>;

/** The configuration of a real provider with the cross-variable rules applied and the model resolved. */
export type GenerationSettings = Omit<GenerationConfig, 'provider' | 'model' | 'baseUrl'> & {
  readonly provider: RemoteLlmProvider;
  readonly model: string;
  readonly baseUrl: string;
};

/**
 * The rules one variable cannot check alone; the chat config loader calls this right after
 * `loadConfig` (and `createAnswerGenerator` again). Undefined when no LLM is configured.
 * Throws a ConfigError listing every problem.
 */
export function resolveGenerationSettings(config: GenerationConfig): GenerationSettings | undefined {
  const { provider, apiKey, baseUrl } = config;
  const problems: string[] = [];
  if (provider === 'none') return undefined;
  if (provider === 'openai-compatible') {
    if (!baseUrl) problems.push('LLM_BASE_URL: required when LLM_PROVIDER=openai-compatible (include /v1)');
    if (!config.model) problems.push('LLM_MODEL: required when LLM_PROVIDER=openai-compatible');
  } else if (!apiKey) {
    problems.push(`LLM_API_KEY: required when LLM_PROVIDER=${provider}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze({
    ...config,
    provider,
    model: config.model || (provider === 'openai-compatible' ? '' : defaultLlmModels[provider]),
    baseUrl: baseUrl ?? (provider === 'openai-compatible' ? '' : defaultLlmBaseUrls[provider]),
  });
}
