import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeEmbeddingKind = 'openai' | 'gemini' | 'ollama';

export type FakeEmbeddingServerOptions = {
  /** Width of the vectors answered when the request does not ask for one. */
  dimensions?: number;
  /** The first `failFirst` embedding requests are refused with `failStatus` (default 429). */
  failFirst?: number;
  failStatus?: 429 | 500;
};

export type FakeEmbeddingRequest = { path: string; body: unknown; headers: IncomingHttpHeaders };

export type FakeEmbeddingServer = {
  /** What an operator would put in EMBEDDING_BASE_URL: `…/v1` for OpenAI, the bare origin otherwise. */
  baseUrl: string;
  /** Every request received, refused ones included, in arrival order. */
  requests: FakeEmbeddingRequest[];
  close(): Promise<void>;
};

/** Real providers answer 1536 (OpenAI text-embedding-3-small) and 768 (Gemini, nomic-embed-text) wide. */
const defaultDimensions: Record<FakeEmbeddingKind, number> = { openai: 1536, gemini: 768, ollama: 768 };

/**
 * The vector every fake answers for `text`: a deterministic function of the text and width, so a test
 * can tell which text a vector belongs to and that order was kept. Values are float32-exact, so the
 * OpenAI base64 encoding round-trips them unchanged.
 */
export function fakeEmbedding(text: string, dimensions: number): number[] {
  const seed = createHash('sha256').update(text).digest();
  let state = seed.readUInt32LE(0) || 1;
  const vector: number[] = [];
  for (let i = 0; i < dimensions; i++) {
    // xorshift32: cheap and reproducible; quality is irrelevant here.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    vector.push(Math.fround(state / 0x8000_0000 - 1));
  }
  return vector;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * A local server speaking one embedding provider's real wire protocol, for tests that point a real
 * client at it by base URL:
 * - openai: `POST /v1/embeddings` {model, input, dimensions?, encoding_format?} → {object:'list', data, model,
 *   usage}; `encoding_format: 'base64'` (what the openai SDK asks for by default) answers little-endian float32.
 * - gemini: `POST /v1beta/models/{model}:batchEmbedContents` and `:embedContent`, key in `x-goog-api-key` or
 *   `?key=`, honouring `outputDimensionality` → {embeddings:[{values}]} / {embedding:{values}}.
 * - ollama: `POST /api/embed` {model, input, dimensions?} → {model, embeddings}.
 * Refusals use each provider's error body; a 429 carries `retry-after: 0` as OpenAI and Ollama proxies send it.
 */
export async function startFakeEmbeddingServer(
  kind: FakeEmbeddingKind,
  options: FakeEmbeddingServerOptions = {},
): Promise<FakeEmbeddingServer> {
  const width = options.dimensions ?? defaultDimensions[kind];
  const requests: FakeEmbeddingRequest[] = [];
  let failuresLeft = options.failFirst ?? 0;
  const failStatus = options.failStatus ?? 429;

  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      requests.push({ path: req.url ?? '/', body, headers: req.headers });
      const route = routes[kind];
      if (req.method !== 'POST' || !route.matches(req)) {
        send(res, route.error(404, 'Not found'));
        return;
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        const message = failStatus === 429 ? 'Rate limit reached for requests' : 'The server had an error';
        send(res, route.error(failStatus, message));
        return;
      }
      send(res, route.answer(req, body, width));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    baseUrl: kind === 'openai' ? `${origin}/v1` : origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

type Route = {
  matches(req: IncomingMessage): boolean;
  answer(req: IncomingMessage, body: unknown, width: number): Answer;
  error(status: number, message: string): Answer;
};

const routes: Record<FakeEmbeddingKind, Route> = {
  openai: {
    matches: (req) => pathOf(req) === '/v1/embeddings',
    answer(_req, body, width) {
      const request = asRecord(body);
      const input = request.input;
      const texts = typeof input === 'string' ? [input] : input;
      if (!isStringArray(texts) || texts.length === 0 || typeof request.model !== 'string') {
        return this.error(
          400,
          "'input' must be a non-empty string or array of strings and 'model' is required",
        );
      }
      const dimensions = typeof request.dimensions === 'number' ? request.dimensions : width;
      const base64 = request.encoding_format === 'base64';
      return {
        status: 200,
        body: {
          object: 'list',
          data: texts.map((text, index) => {
            const vector = fakeEmbedding(text, dimensions);
            return { object: 'embedding', index, embedding: base64 ? float32Base64(vector) : vector };
          }),
          model: request.model,
          usage: { prompt_tokens: countWords(texts), total_tokens: countWords(texts) },
        },
      };
    },
    error: (status, message) => ({
      status,
      headers: retryAfter(status),
      body: {
        error: {
          message,
          type: status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error',
          param: null,
          code: status === 429 ? 'rate_limit_exceeded' : null,
        },
      },
    }),
  },

  gemini: {
    matches: (req) => geminiPath.test(pathOf(req)),
    answer(req, body, width) {
      const [, model = '', method] = geminiPath.exec(pathOf(req)) ?? [];
      const key =
        req.headers['x-goog-api-key'] ?? new URL(req.url ?? '/', 'http://x').searchParams.get('key');
      if (!key) {
        return this.error(403, "Method doesn't allow unregistered callers. Please use an API Key.");
      }
      const request = asRecord(body);
      if (method === 'embedContent') {
        const text = geminiText(request);
        if (text === undefined)
          return this.error(400, '* EmbedContentRequest.content: contents must not be empty');
        return {
          status: 200,
          body: { embedding: { values: fakeEmbedding(text, geminiWidth(request, width)) } },
        };
      }
      const items = Array.isArray(request.requests) ? request.requests.map(asRecord) : [];
      if (items.length === 0 || items.length > 100) {
        return this.error(
          400,
          '* BatchEmbedContentsRequest.requests: between 1 and 100 requests are allowed',
        );
      }
      const embeddings: { values: number[] }[] = [];
      for (const item of items) {
        const text = geminiText(item);
        if (item.model !== `models/${model}`) {
          return this.error(400, `Model '${String(item.model)}' differs from the model in the URL`);
        }
        if (text === undefined)
          return this.error(400, '* BatchEmbedContentsRequest.requests[].content: empty');
        embeddings.push({ values: fakeEmbedding(text, geminiWidth(item, width)) });
      }
      return { status: 200, body: { embeddings } };
    },
    error: (status, message) => ({
      status,
      body: { error: { code: status, message, status: geminiStatus[status] ?? 'UNKNOWN' } },
    }),
  },

  ollama: {
    matches: (req) => pathOf(req) === '/api/embed',
    answer(_req, body, width) {
      const request = asRecord(body);
      const input = request.input;
      const texts = typeof input === 'string' ? [input] : input;
      if (!isStringArray(texts) || typeof request.model !== 'string') {
        return this.error(400, 'invalid input type');
      }
      const dimensions = typeof request.dimensions === 'number' ? request.dimensions : width;
      return {
        status: 200,
        body: {
          model: request.model,
          embeddings: texts.map((text) => fakeEmbedding(text, dimensions)),
          total_duration: 1_000_000,
          load_duration: 0,
          prompt_eval_count: countWords(texts),
        },
      };
    },
    error: (status, message) => ({
      status,
      headers: retryAfter(status),
      body: { error: message },
    }),
  },
};

const geminiPath = /^\/v1beta\/models\/([^/:]+):(batchEmbedContents|embedContent)$/;

const geminiStatus: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
};

function geminiText(request: Record<string, unknown>): string | undefined {
  const parts = asRecord(request.content).parts;
  if (!Array.isArray(parts)) return undefined;
  const texts = parts.map((part) => asRecord(part).text).filter((text) => typeof text === 'string');
  return texts.length > 0 ? texts.join('') : undefined;
}

function geminiWidth(request: Record<string, unknown>, width: number): number {
  return typeof request.outputDimensionality === 'number' ? request.outputDimensionality : width;
}

function retryAfter(status: number): Record<string, string> | undefined {
  return status === 429 ? { 'retry-after': '0' } : undefined;
}

function float32Base64(vector: number[]): string {
  const buffer = Buffer.alloc(vector.length * 4);
  vector.forEach((value, i) => buffer.writeFloatLE(value, i * 4));
  return buffer.toString('base64');
}

function countWords(texts: string[]): number {
  return texts.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0);
}

function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://x').pathname;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString());
    });
  });
}
