import type { ChatModelFactory } from '../domain/generation/chat-model.port.js';
import { createChatCompletionsModel } from './chat-completions-model.js';
import { createLangChainChatModel } from './langchain-chat-model.js';

/**
 * The chat model of the configured provider: OpenAI and OpenAI-compatible servers through our own
 * Chat Completions client (see why in chat-completions-model.ts), Anthropic and Gemini through
 * LangChain's clients.
 */
export const createProviderChatModel: ChatModelFactory = (settings, options) => {
  const { provider } = settings;
  return provider === 'anthropic' || provider === 'gemini'
    ? createLangChainChatModel({ ...settings, provider }, options)
    : createChatCompletionsModel(settings, options);
};
