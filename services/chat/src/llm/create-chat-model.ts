import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatAnthropic } from '@langchain/anthropic';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { ChatOpenAICompletions } from '@langchain/openai';
import type { ChatModelOptions } from '../domain/generation/chat-model.port.js';
import type { GenerationSettings } from '../domain/generation/generation.config.js';

/** The OpenAI SDK refuses to send a request without a key; keyless compatible servers ignore this one. */
const keylessPlaceholder = 'no-key';

/**
 * The LangChain chat model the settings name. Every value is passed explicitly so no client falls
 * back to OPENAI_API_KEY, OPENAI_BASE_URL, ANTHROPIC_API_KEY, GOOGLE_API_KEY, a LangSmith gateway or
 * similar variables of the process environment. LangChain's own retries are off (maxRetries 0):
 * the answer generator's policy decides what is retried, and never after the first forwarded word.
 *
 * Provider URLs come from the operator's configuration, never from a user, so these clients reach
 * them directly rather than through @sitesage/egress, which refuses the private addresses a
 * self-hosted Ollama or vLLM server usually has.
 */
export function createChatModel(settings: GenerationSettings, options: ChatModelOptions = {}): BaseChatModel {
  const maxTokens = options.maxOutputTokens ?? settings.maxOutputTokens;
  const common = { model: settings.model, temperature: settings.temperature, maxRetries: 0 };
  switch (settings.provider) {
    case 'openai':
    case 'openai-compatible':
      // The Chat Completions API is what every OpenAI-compatible server speaks; ChatOpenAI would
      // switch some OpenAI models to the Responses API.
      return new ChatOpenAICompletions({
        ...common,
        apiKey: settings.apiKey ?? keylessPlaceholder,
        maxTokens,
        // Usage chunks are not answer text, and some compatible servers reject stream_options.
        streamUsage: false,
        // The answer generator logs failures itself, without the SDK's console lines.
        configuration: { baseURL: settings.baseUrl, organization: null, project: null, logLevel: 'off' },
      });
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
