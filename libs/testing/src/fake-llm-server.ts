import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

/** How the fake answers the next requests; `setMode` switches it between requests. */
export type FakeLlmMode =
  /** A normal answer: the scripted reply (default), split into tokens. */
  | { kind: 'answer'; reply?: string }
  /** Answers with the whole prompt it received, every message's text, for canary/leak tests. */
  | { kind: 'echo-context' }
  /** The first request answers 429 with Retry-After (and OpenAI's retry-after-ms); later ones answer normally. */
  | { kind: 'rate-limit-once'; retryAfterMs?: number }
  /** 503 on every request. */
  | { kind: 'unavailable' }
  /** Never sends a status line; the request stays open until the client gives up. */
  | { kind: 'hang' }
  /** Streams `tokens` tokens, then destroys the socket without finishing the stream. */
  | { kind: 'cut-after'; tokens: number }
  /** Streams `tokens` tokens, then an in-stream `{"error":{…}}` event, then ends. */
  | { kind: 'error-event'; tokens: number }
  /** Streams `tokens` tokens (default 0), then a chunk that is not JSON. */
  | { kind: 'malformed'; tokens?: number }
  /** The scripted reply, one token every `tokenDelayMs`. */
  | { kind: 'slow'; tokenDelayMs: number }
  /** 401 with OpenAI's invalid_api_key body. */
  | { kind: 'unauthorized' }
  /** Answers with `payload` (an XSS or exfiltration attempt) instead of the scripted reply. */
  | { kind: 'xss'; payload: string };

export type FakeLlmModeName = FakeLlmMode['kind'];

export type FakeLlmServerOptions = {
  mode?: FakeLlmMode;
  /** The scripted reply of `answer` and `slow` modes. */
  reply?: string;
  /** Pause between streamed tokens in every streaming mode (default 0). */
  tokenDelayMs?: number;
};

export type FakeLlmRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  stream: boolean;
  /** Every message's text content, joined by blank lines: what the model was shown. */
  promptText: string;
  /** The mode that answered this request. */
  mode: FakeLlmModeName;
  /** The client closed the connection before the response was complete (e.g. the visitor left). */
  closedEarly: boolean;
};

export type FakeLlmServer = {
  /** What an operator puts in LLM_BASE_URL: the origin plus `/v1`. */
  url: string;
  /** Every request to /v1/chat/completions, in arrival order. */
  requests: FakeLlmRequest[];
  setMode(mode: FakeLlmMode): void;
  /** Resolves once request number `index` (0-based) has ended, completely or not. */
  whenClosed(index: number): Promise<FakeLlmRequest>;
  close(): Promise<void>;
};

export const defaultFakeLlmReply =
  'Our shop opens at 9 am and closes at 6 pm from Monday to Saturday [1]. On Sundays we are closed [2].';

/**
 * A local server speaking OpenAI's real Chat Completions protocol (`POST /v1/chat/completions`):
 * `stream: true` answers Server-Sent Events of `chat.completion.chunk` objects ending with
 * `data: [DONE]`; otherwise one `chat.completion` object. Errors use OpenAI's error bodies. Modes
 * script the failures a provider really produces, so the chat service is tested through the real
 * LangChain client, chosen by base URL.
 */
export async function startFakeLlmServer(options: FakeLlmServerOptions = {}): Promise<FakeLlmServer> {
  let mode: FakeLlmMode = options.mode ?? { kind: 'answer' };
  let rateLimitSpent = false;
  const requests: FakeLlmRequest[] = [];
  // Keyed by record, not index: tests empty `requests` between cases and indexes repeat.
  const closed = new WeakMap<FakeLlmRequest, Promise<void>>();
  const arrivals = new EventEmitter();
  const scripted = options.reply ?? defaultFakeLlmReply;
  const tokenDelayMs = options.tokenDelayMs ?? 0;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const body = parseJson(raw);
      const record: FakeLlmRequest = {
        path: req.url ?? '/',
        headers: req.headers,
        body,
        stream: field(body, 'stream') === true,
        promptText: promptTextOf(body),
        mode: mode.kind,
        closedEarly: false,
      };
      const exchange: Exchange = { res, cutByServer: false };
      closed.set(
        record,
        new Promise<void>((resolve) => {
          res.on('close', () => {
            if (!res.writableFinished && !exchange.cutByServer) record.closedEarly = true;
            resolve();
          });
        }),
      );
      requests.push(record);
      arrivals.emit('request');
      if (req.method !== 'POST' || (req.url ?? '').split('?')[0] !== '/v1/chat/completions') {
        sendError(
          res,
          404,
          'invalid_request_error',
          null,
          `Unknown request URL: ${req.method ?? ''} ${req.url ?? ''}`,
        );
        return;
      }
      const model =
        typeof field(body, 'model') === 'string' ? (field(body, 'model') as string) : 'fake-model';
      const current = mode;
      if (current.kind === 'rate-limit-once' && !rateLimitSpent) {
        rateLimitSpent = true;
        const retryAfterMs = current.retryAfterMs ?? 1000;
        res.setHeader('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
        res.setHeader('retry-after-ms', String(retryAfterMs));
        sendError(res, 429, 'requests', 'rate_limit_exceeded', 'Rate limit reached for requests');
        return;
      }
      void respond(exchange, current, { model, stream: record.stream, promptText: record.promptText });
    });
  });

  type Plan = { model: string; stream: boolean; promptText: string };

  async function respond(exchange: Exchange, current: FakeLlmMode, plan: Plan): Promise<void> {
    const { res } = exchange;
    switch (current.kind) {
      case 'hang':
        return;
      case 'unavailable':
        sendError(res, 503, 'server_error', null, 'The server is overloaded or not ready yet.');
        return;
      case 'unauthorized':
        sendError(res, 401, 'invalid_request_error', 'invalid_api_key', 'Incorrect API key provided.');
        return;
      default:
        break;
    }
    const reply = replyFor(current, plan.promptText, scripted);
    const tokens = fakeLlmTokens(reply);
    const delay = current.kind === 'slow' ? current.tokenDelayMs : tokenDelayMs;
    if (!plan.stream) {
      await pause(delay);
      if (current.kind === 'cut-after') cut(exchange);
      else if (current.kind === 'malformed') sendRaw(res, 200, '{"id": "chatcmpl-broken", "choices": [');
      else if (current.kind === 'error-event') sendError(res, 500, 'server_error', null, 'The model failed.');
      else sendJson(res, 200, completion(plan.model, reply));
      return;
    }
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta: Record<string, unknown>, finishReason: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model: plan.model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    });
    const stopAfter =
      current.kind === 'cut-after' || current.kind === 'error-event'
        ? current.tokens
        : current.kind === 'malformed'
          ? (current.tokens ?? 0)
          : tokens.length;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    writeEvent(res, chunk({ role: 'assistant', content: '', refusal: null }, null));
    for (let i = 0; i < stopAfter; i++) {
      await pause(delay);
      if (res.destroyed) return;
      // Failure modes keep streaming tokens until their cut, even past the scripted reply.
      writeEvent(res, chunk({ content: tokens[i % Math.max(1, tokens.length)] ?? 'token ' }, null));
    }
    switch (current.kind) {
      case 'cut-after':
        // Lets the tokens already written reach the client before the connection drops.
        await pause(5);
        cut(exchange);
        return;
      case 'error-event':
        writeEvent(res, {
          error: {
            message: 'The model failed while generating.',
            type: 'server_error',
            param: null,
            code: null,
          },
        });
        res.end();
        return;
      case 'malformed':
        res.write('data: {"id": "chatcmpl-broken", "choices": [{"delta": {"content": "x"\n\n');
        res.end();
        return;
      default:
        writeEvent(res, chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next) {
      mode = next;
      rateLimitSpent = false;
    },
    async whenClosed(index) {
      while (!requests[index]) await once(arrivals, 'request');
      const record = requests[index];
      await closed.get(record);
      return record;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

type Exchange = { res: ServerResponse; cutByServer: boolean };

function replyFor(mode: FakeLlmMode, promptText: string, scripted: string): string {
  switch (mode.kind) {
    case 'echo-context':
      return promptText;
    case 'xss':
      return mode.payload;
    case 'answer':
      return mode.reply ?? scripted;
    default:
      return scripted;
  }
}

/** Words with their leading whitespace, so the tokens join back into the reply exactly. */
export function fakeLlmTokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

function completion(model: string, content: string) {
  const completionTokens = fakeLlmTokens(content).length;
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: null,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: completionTokens, total_tokens: completionTokens },
  };
}

function cut(exchange: Exchange): void {
  exchange.cutByServer = true;
  exchange.res.socket?.destroy();
}

function writeEvent(res: ServerResponse, data: unknown): void {
  if (!res.destroyed) res.write(`data: ${JSON.stringify(data)}\n\n`);
}

function sendError(
  res: ServerResponse,
  status: number,
  type: string,
  code: string | null,
  message: string,
): void {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, JSON.stringify(body));
}

function sendRaw(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

function promptTextOf(body: unknown): string {
  const messages = field(body, 'messages');
  if (!Array.isArray(messages)) return '';
  return messages
    .map((message) => {
      const content = field(message, 'content');
      if (typeof content === 'string') return content;
      if (Array.isArray(content)) return content.map((part) => textField(part)).join('');
      return '';
    })
    .join('\n\n');
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function parseJson(raw: string): unknown {
  try {
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return raw;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', () => {
      resolve('');
    });
  });
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function textField(part: unknown): string {
  const text = field(part, 'text');
  return typeof text === 'string' ? text : '';
}
