import type { GenerationSettings } from './generation.config.js';
import type { PromptMessage } from './prompt-text.fns.js';

/**
 * A provider's chat model as the answer generator needs it. The adapters are in `src/llm/`: our own
 * Chat Completions client for OpenAI and OpenAI-compatible servers, LangChain's for Anthropic and
 * Gemini (`provider-chat-model.ts` chooses).
 * Aborting `signal` aborts the provider's HTTP request.
 */
export type ChatModel = {
  /**
   * The reply's text as it streams ('' for chunks without text). Reading a chunk that carries no
   * text rejects with MalformedChunkError.
   */
  stream(messages: readonly PromptMessage[], signal: AbortSignal): Promise<AsyncIterator<string>>;
  /** The whole reply's text, in one non-streaming call. */
  invoke(messages: readonly PromptMessage[], signal: AbortSignal): Promise<string>;
};

export type ChatModelOptions = {
  /** Overrides LLM_MAX_OUTPUT_TOKENS, e.g. for the short question rewrite. */
  maxOutputTokens?: number;
};

/** The chat model the settings name. */
export type ChatModelFactory = (settings: GenerationSettings, options?: ChatModelOptions) => ChatModel;
