import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@sitesage/config';
import { startFakeLlmServer, type FakeLlmServer } from '@sitesage/testing';
import { generationVariables, resolveGenerationSettings } from '../domain/generation/generation.config.js';
import type { ChatModel } from '../domain/generation/chat-model.port.js';
import { classifyUpstreamError } from '../domain/generation/upstream-failure.fns.js';
import { createChatCompletionsModel } from './chat-completions-model.js';

let server: FakeLlmServer;
beforeAll(async () => {
  server = await startFakeLlmServer({ reply: 'Orders ship within two working days.' });
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
  server.requests.length = 0;
  server.setMode({ kind: 'answer' });
});

function settingsFor(env: Record<string, string>) {
  const settings = resolveGenerationSettings(loadConfig({ generation: generationVariables }, env).generation);
  if (!settings) throw new Error('expected a provider');
  return settings;
}

const asked = [
  { role: 'system', content: 'Answer from the passages.' },
  { role: 'user', content: 'How fast do you ship?' },
] as const;

async function streamedText(model: ChatModel): Promise<string[]> {
  const chunks = await model.stream(asked, new AbortController().signal);
  const pieces: string[] = [];
  for (;;) {
    const next = await chunks.next();
    if (next.done) return pieces;
    pieces.push(next.value);
  }
}

describe('Chat Completions client', () => {
  it("streams the reply as the server sent it, with the operator's key, model and limits, never the environment's", async () => {
    vi.stubEnv('OPENAI_API_KEY', 'env-openai');
    vi.stubEnv('OPENAI_BASE_URL', 'http://env.invalid/v1');
    const model = createChatCompletionsModel(
      settingsFor({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'configured', LLM_BASE_URL: server.url }),
    );

    const pieces = await streamedText(model);

    expect(pieces.join('')).toBe('Orders ship within two working days.');
    expect(pieces.filter((piece) => piece !== '').length).toBeGreaterThan(3);
    const [sent] = server.requests;
    expect(sent?.headers.authorization).toBe('Bearer configured');
    expect(sent?.body).toMatchObject({
      model: 'gpt-4.1-mini',
      stream: true,
      max_tokens: 800,
      temperature: 0.2,
      messages: [
        { role: 'system', content: 'Answer from the passages.' },
        { role: 'user', content: 'How fast do you ship?' },
      ],
    });
  });

  it('sends no key to a keyless compatible server, and a reasoning model its own token limit without temperature', async () => {
    const model = createChatCompletionsModel(
      settingsFor({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: server.url, LLM_MODEL: 'o4-mini' }),
      { maxOutputTokens: 50 },
    );

    expect(await model.invoke(asked, new AbortController().signal)).toBe(
      'Orders ship within two working days.',
    );
    const [sent] = server.requests;
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.stream).toBe(false);
    expect(sent?.body).toMatchObject({ model: 'o4-mini', max_completion_tokens: 50 });
    expect(sent?.body).not.toHaveProperty('temperature');
    expect(sent?.body).not.toHaveProperty('max_tokens');
  });

  it("gives the retry policy a refusal's status, Retry-After and the provider's message", async () => {
    const model = createChatCompletionsModel(
      settingsFor({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: server.url, LLM_MODEL: 'm' }),
    );
    server.setMode({ kind: 'rate-limit-once', retryAfterMs: 700 });
    const limited = await model.stream(asked, new AbortController().signal).catch((error: unknown) => error);
    expect(classifyUpstreamError(limited, Date.now())).toEqual({
      kind: 'rate-limited',
      status: 429,
      retryAfterMs: 700,
    });
    expect((limited as Error).message).toBe('Rate limit reached for requests');

    server.setMode({ kind: 'unauthorized' });
    const refused = await model.stream(asked, new AbortController().signal).catch((error: unknown) => error);
    expect(classifyUpstreamError(refused, Date.now()).kind).toBe('unauthorized');
  });

  it('fails a stream that breaks off, sends an error event or a chunk that is not JSON, after the text before it', async () => {
    const model = createChatCompletionsModel(
      settingsFor({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: server.url, LLM_MODEL: 'm' }),
    );
    for (const mode of [
      { kind: 'cut-after', tokens: 2 },
      { kind: 'error-event', tokens: 2 },
      { kind: 'malformed', tokens: 2 },
    ] as const) {
      server.setMode(mode);
      const chunks = await model.stream(asked, new AbortController().signal);
      const read: string[] = [];
      const failure = await (async () => {
        for (;;) {
          const next = await chunks.next();
          if (next.done) return undefined;
          read.push(next.value);
        }
      })().catch((error: unknown) => error);
      expect(read.join(''), mode.kind).toBe('Orders ship');
      expect(failure, mode.kind).toBeInstanceOf(Error);
      expect(classifyUpstreamError(failure, Date.now()).kind, mode.kind).toBe(
        mode.kind === 'malformed' ? 'malformed' : 'unavailable',
      );
    }
  });

  describe('against a server that closes cleanly', () => {
    let closing: Server;
    let url = '';
    beforeAll(async () => {
      // Two chunks, then the end of the response without [DONE] or a finish reason.
      closing = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(
          'data: {"choices":[{"delta":{"content":"Orders"}}]}\n\ndata: {"choices":[{"delta":{"content":" ship"}}]}\n\n',
        );
      });
      await new Promise<void>((resolve) => closing.listen(0, '127.0.0.1', resolve));
      const address = closing.address();
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
    });
    afterAll(
      () =>
        new Promise<void>((resolve) =>
          closing.close(() => {
            resolve();
          }),
        ),
    );

    it('does not take an unfinished answer for a whole one', async () => {
      const model = createChatCompletionsModel(
        settingsFor({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: url, LLM_MODEL: 'm' }),
      );
      const failure = await streamedText(model).catch((error: unknown) => error);
      expect((failure as Error).message).toBe('The answer stream ended before it was complete');
      expect(classifyUpstreamError(failure, Date.now()).kind).toBe('unavailable');
    });
  });
});
