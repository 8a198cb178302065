import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import type { ChatModelOptions } from '../domain/generation/chat-model.port.js';
import type { GenerationSettings } from '../domain/generation/generation.config.js';

/** The providers answered through LangChain; OpenAI's protocol has its own client (chat-completions-model.ts). */
export type LangChainProvider = 'anthropic' | 'gemini';

/**
 * The LangChain chat model the settings name. Every value is passed explicitly so no client falls
 * back to ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, GOOGLE_API_KEY, a LangSmith gateway or
 * similar variables of the process environment. LangChain's own retries are off (maxRetries 0):
 * the answer generator's policy decides what is retried, and never after the first forwarded word.
 *
 * Provider URLs come from the operator's configuration, never from a user, so these clients (and
 * the Chat Completions one) reach them directly rather than through @sitesage/egress, which
 * refuses the private addresses a self-hosted Ollama or vLLM server usually has.
 */
export function createChatModel(
  settings: GenerationSettings & { provider: LangChainProvider },
  options: ChatModelOptions = {},
): BaseChatModel {
  const maxTokens = options.maxOutputTokens ?? settings.maxOutputTokens;
  const common = { model: settings.model, temperature: settings.temperature, maxRetries: 0 };
  switch (settings.provider) {
    case 'anthropic':
      return new ChatAnthropic({
        ...common,
        apiKey: settings.apiKey,
        anthropicApiUrl: settings.baseUrl,
        maxTokens,
      });
    case 'gemini':
      return new ChatGoogleGenerativeAI({
        ...common,
        apiKey: settings.apiKey,
        baseUrl: settings.baseUrl,
        maxOutputTokens: maxTokens,
      });
  }
}
