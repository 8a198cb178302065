import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, BaseMessage, HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { ChatModel, ChatModelOptions } from '../domain/generation/chat-model.port.js';
import type { GenerationSettings } from '../domain/generation/generation.config.js';
import type { PromptMessage } from '../domain/generation/prompt-text.fns.js';
import { MalformedChunkError } from '../domain/generation/upstream-failure.fns.js';
import { createChatModel, type LangChainProvider } from './create-chat-model.js';

/** The domain's ChatModel port on a LangChain chat model of the configured provider (Anthropic, Gemini). */
export const createLangChainChatModel = (
  settings: GenerationSettings & { provider: LangChainProvider },
  options?: ChatModelOptions,
): ChatModel => chatModelOver(createChatModel(settings, options));

function chatModelOver(model: BaseChatModel): ChatModel {
  return {
    async stream(messages, signal) {
      const chunks = (await model.stream(toLangchainMessages(messages), { signal }))[Symbol.asyncIterator]();
      return {
        async next() {
          const result = await chunks.next();
          return result.done
            ? { done: true, value: undefined }
            : { done: false, value: textOf(result.value) };
        },
        async return() {
          await chunks.return();
          return { done: true, value: undefined };
        },
      };
    },
    async invoke(messages, signal) {
      const reply = await model.invoke(toLangchainMessages(messages), { signal });
      return reply.text;
    },
  };
}

function toLangchainMessages(messages: readonly PromptMessage[]): BaseMessage[] {
  return messages.map((message) => {
    switch (message.role) {
      case 'system':
        return new SystemMessage(message.content);
      case 'user':
        return new HumanMessage(message.content);
      case 'assistant':
        return new AIMessage(message.content);
    }
  });
}

/** The text of a chunk; anything that is not a chat message chunk is a malformed stream. */
function textOf(chunk: unknown): string {
  if (!(chunk instanceof BaseMessage))
    throw new MalformedChunkError('The answer stream sent a non-message chunk');
  if (typeof chunk.content === 'string') return chunk.content;
  if (Array.isArray(chunk.content)) return chunk.text;
  throw new MalformedChunkError('The answer stream sent a chunk without text content');
}
