// The provider's URL is the operator's LLM_BASE_URL, never a user's, so it is not an egress fetch
// (a self-hosted Ollama or vLLM server is usually on a private address egress would refuse).
// eslint-disable-next-line no-restricted-imports -- a reviewed provider client, see above
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
// eslint-disable-next-line no-restricted-imports -- a reviewed provider client, see above
import https from 'node:https';
import type { ChatModel, ChatModelOptions } from '../domain/generation/chat-model.port.js';
import type { GenerationSettings } from '../domain/generation/generation.config.js';
import type { PromptMessage } from '../domain/generation/prompt-text.fns.js';
import { MalformedChunkError } from '../domain/generation/upstream-failure.fns.js';
import { createEventStreamReader } from './event-stream-reader.js';

/** A provider's answer to a request it refused: its status and headers (Retry-After) for the retry policy. */
export class ProviderResponseError extends Error {
  constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderResponseError';
  }
}

/** The stream broke off in a way that has no status: an in-stream error event, or an end before [DONE]. */
export class ProviderStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderStreamError';
  }
}

/** Most characters of an error body or a whole (non-streamed) reply read before giving up on it. */
const maxBodyChars = 1_000_000;

/**
 * OpenAI's Chat Completions protocol, which OpenAI and every OpenAI-compatible server (Ollama,
 * vLLM, llama.cpp, LM Studio) speak, over node:http(s) with our own event-stream reader.
 *
 * Why not LangChain's ChatOpenAI (which Anthropic and Gemini still go through): at K1's load (60
 * answers a second, 17 chunks each) it cost 6.5 ms of CPU per streamed answer against 1.7 ms here
 * (the OpenAI SDK alone 4.2 ms), measured side by side against the same fake server — callback
 * managers and environment reads per chunk, web streams under the SDK — and the chat service was
 * the one process the load saturated.
 *
 * Every value comes from the settings: no key or URL is read from the environment. Nothing is
 * retried here; the answer generator decides, and never after the first forwarded word.
 */
export function createChatCompletionsModel(
  settings: GenerationSettings,
  options: ChatModelOptions = {},
): ChatModel {
  const endpoint = new URL(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  // Node's global agents keep connections alive (the default since Node 19), so streams reuse them.
  const client = endpoint.protocol === 'https:' ? https : http;
  const maxTokens = options.maxOutputTokens ?? settings.maxOutputTokens;
  // Reasoning models take max_completion_tokens and only their default temperature.
  const reasoning = /^o\d/.test(settings.model) || /^gpt-5(?!-chat)/.test(settings.model);
  const headers = (stream: boolean): Record<string, string> => ({
    'content-type': 'application/json',
    accept: stream ? 'text/event-stream' : 'application/json',
    ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
  });
  const bodyOf = (messages: readonly PromptMessage[], stream: boolean) =>
    JSON.stringify({
      model: settings.model,
      messages: messages.map((message) => ({ role: message.role, content: message.content })),
      ...(reasoning
        ? { max_completion_tokens: maxTokens }
        : { max_tokens: maxTokens, temperature: settings.temperature }),
      stream,
    });

  const post = (messages: readonly PromptMessage[], stream: boolean, signal: AbortSignal) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const body = Buffer.from(bodyOf(messages, stream));
      const request = client.request(endpoint, {
        method: 'POST',
        signal,
        headers: { ...headers(stream), 'content-length': String(body.length) },
      });
      request.once('response', (response) => {
        if ((response.statusCode ?? 0) < 300) {
          resolve(response);
          return;
        }
        refusalOf(response).then(reject, reject);
      });
      request.once('error', reject);
      request.end(body);
    });

  return {
    async stream(messages, signal) {
      const response = await post(messages, true, signal);
      return textChunksOf(response);
    },
    async invoke(messages, signal) {
      const response = await post(messages, false, signal);
      const reply = JSON.parse(await bodyText(response)) as CompletionShape;
      const content = reply.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new MalformedChunkError('The reply has no message text');
      return content;
    },
  };
}

type CompletionShape = { choices?: { message?: { content?: unknown } }[] };
type ChunkShape = { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[]; error?: unknown };

/**
 * The answer's text chunk by chunk ('' for a chunk without text), ending at [DONE]. Events are
 * read one at a time, so the text before a broken event still reaches the visitor before the error.
 */
function textChunksOf(response: IncomingMessage): AsyncIterator<string> {
  response.setEncoding('utf8');
  const body = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  const reader = createEventStreamReader();
  const unread: string[] = [];
  let finished = false;
  let ended = false;

  /** The text of one event's data; undefined at [DONE]. */
  const textOf = (data: string): string | undefined => {
    if (data === '[DONE]') return undefined;
    const chunk = JSON.parse(data) as ChunkShape;
    if (chunk.error !== undefined)
      throw new ProviderStreamError(errorMessageOf(chunk) ?? 'The answer stream sent an error');
    const choice = chunk.choices?.[0];
    if (choice?.finish_reason) finished = true;
    const content = choice?.delta?.content;
    if (content !== undefined && content !== null && typeof content !== 'string')
      throw new MalformedChunkError('The answer stream sent a chunk without text content');
    return content ?? '';
  };

  return {
    async next() {
      while (!ended) {
        const data = unread.shift();
        if (data !== undefined) {
          const text = textOf(data);
          if (text === undefined) ended = true;
          else return { done: false, value: text };
          continue;
        }
        const piece = await body.next();
        if (piece.done) {
          // The connection closed cleanly: complete only if the model said it had finished.
          if (finished) break;
          throw new ProviderStreamError('The answer stream ended before it was complete');
        }
        for (const { data: arrived } of reader.push(piece.value)) unread.push(arrived);
      }
      // Whatever follows [DONE] is read and dropped, so the connection goes back to the pool.
      response.resume();
      return { done: true, value: undefined };
    },
    return() {
      response.destroy();
      return Promise.resolve({ done: true, value: undefined });
    },
  };
}

async function bodyText(response: IncomingMessage): Promise<string> {
  response.setEncoding('utf8');
  let text = '';
  for await (const piece of response as AsyncIterable<string>) {
    text += piece;
    if (text.length > maxBodyChars) {
      response.destroy();
      throw new MalformedChunkError('The reply is larger than expected');
    }
  }
  return text;
}

/** A refused request as an error carrying its status, headers and the provider's own message. */
async function refusalOf(response: IncomingMessage): Promise<ProviderResponseError> {
  const status = response.statusCode ?? 0;
  const text = await bodyText(response).catch(() => '');
  let message: string | undefined;
  try {
    message = errorMessageOf(JSON.parse(text));
  } catch {
    // Not JSON (a proxy's HTML page): the status says enough.
  }
  return new ProviderResponseError(status, response.headers, message ?? `The provider answered ${status}`);
}

/** OpenAI's `{"error": {"message": …}}` (or a bare string error, as some compatible servers send). */
function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}
