import http2 from 'node:http2';
import { Metadata, status, type status as Status } from '@grpc/grpc-js';
import type { FailedCall } from './error-metadata.js';

/**
 * Unary calls spoken straight over one Node HTTP/2 session, in gRPC's wire format.
 *
 * Why not grpc-js: its client spends about 100 µs of CPU on every unary call (resolver, load
 * balancer, retry and filter layers, each with its own objects), twice what the HTTP/2 stream
 * itself costs. Every owner request pays one such call in the gateway, and on two shared cores
 * that CPU is the request's tail (docs/benchmarks.md). Streaming calls, health checks and the
 * servers stay on grpc-js; a unary call needs only what is here: one request message out, one
 * reply message and a status back.
 */
export type UnaryChannel = {
  /** Sends one serialized request to `path` (`/package.Service/Method`); resolves with the reply's bytes. */
  call(
    path: string,
    request: Buffer,
    headers: Record<string, string>,
    options: UnaryCallOptions,
  ): Promise<Buffer>;
  close(): void;
};

export type UnaryCallOptions = { deadline: number; signal?: AbortSignal | undefined };

/** A failed call, shaped as grpc-js reports one, so one mapping (error-metadata.ts) serves both. */
class CallFailure extends Error implements FailedCall {
  constructor(
    readonly code: Status,
    readonly details: string,
    readonly metadata = new Metadata(),
  ) {
    super(`${String(code)} ${details}`);
    this.name = 'CallFailure';
  }
}

/** The same ceiling grpc-js puts on a received message by default. */
const maxReplyBytes = 4 * 1024 * 1024;
const messagePrefixBytes = 5;

export function createUnaryChannel(target: string): UnaryChannel {
  const sessions = createSessionKeeper(target);
  return {
    async call(path, request, headers, options) {
      const frame = framed(request);
      const outcome = await attempt(sessions, target, { path, frame, headers, options });
      if (!(outcome instanceof NotSent)) return outcome;
      // The server never saw the call (it refused the stream, or its connection was going away):
      // gRPC's transparent retry, once.
      const retried = await attempt(sessions, target, { path, frame, headers, options });
      if (retried instanceof NotSent) throw failure(status.UNAVAILABLE, `${target}: ${retried.reason}`);
      return retried;
    },
    close() {
      sessions.close();
    },
  };
}

/** One shared session, opened on first use and replaced once it fails, closes or is told to go away. */
function createSessionKeeper(target: string) {
  let session: http2.ClientHttp2Session | undefined;
  // Per session: one going away may still finish calls while its successor takes new ones.
  const callsInFlight = new WeakMap<http2.ClientHttp2Session, number>();
  return {
    current(): http2.ClientHttp2Session {
      if (session && !session.closed && !session.destroyed) return session;
      const opened = http2.connect(`http://${target}`);
      // Calls already on a session that goes away finish or fail on their own streams.
      const forget = () => {
        if (session === opened) session = undefined;
      };
      opened.on('error', forget);
      opened.on('goaway', forget);
      opened.on('close', forget);
      // Only calls in flight keep the process alive, as with grpc-js.
      opened.unref();
      session = opened;
      return opened;
    },
    started(on: http2.ClientHttp2Session) {
      const calls = callsInFlight.get(on) ?? 0;
      callsInFlight.set(on, calls + 1);
      if (calls === 0) on.ref();
    },
    finished(on: http2.ClientHttp2Session) {
      const calls = (callsInFlight.get(on) ?? 1) - 1;
      callsInFlight.set(on, calls);
      if (calls === 0 && !on.destroyed) on.unref();
    },
    close() {
      session?.close();
      session = undefined;
    },
  };
}

type SessionKeeper = ReturnType<typeof createSessionKeeper>;
type Attempt = { path: string; frame: Buffer; headers: Record<string, string>; options: UnaryCallOptions };

/** A call that never reached the server, so sending it again cannot do anything twice. */
class NotSent {
  constructor(readonly reason: string) {}
}

function attempt(
  sessions: SessionKeeper,
  target: string,
  { path, frame, headers, options }: Attempt,
): Promise<Buffer | NotSent> {
  return new Promise((resolve, reject) => {
    const remainingMs = Math.max(1, options.deadline - Date.now());
    let session: http2.ClientHttp2Session;
    let stream: http2.ClientHttp2Stream;
    try {
      session = sessions.current();
      stream = session.request(
        {
          ':method': 'POST',
          ':path': path,
          'content-type': 'application/grpc',
          te: 'trailers',
          'grpc-timeout': `${String(remainingMs)}m`,
          ...headers,
        },
        { endStream: false },
      );
    } catch (error) {
      // request() throws when the session is already closing (a GOAWAY just arrived).
      resolve(new NotSent(String(error)));
      return;
    }
    sessions.started(session);
    const chunks: Buffer[] = [];
    let receivedBytes = 0;
    let answer: http2.IncomingHttpHeaders | undefined;
    let stopped: CallFailure | undefined;
    let streamError: (Error & { code?: string }) | undefined;

    const stop = (reason: CallFailure) => {
      stopped ??= reason;
      stream.close(http2.constants.NGHTTP2_CANCEL);
    };
    const timer = setTimeout(() => {
      stop(failure(status.DEADLINE_EXCEEDED, 'Deadline exceeded'));
    }, remainingMs);
    const abort = () => {
      stop(failure(status.CANCELLED, 'Cancelled on client'));
    };
    if (options.signal?.aborted) abort();
    else options.signal?.addEventListener('abort', abort, { once: true });

    stream.on('response', (responseHeaders: http2.IncomingHttpHeaders) => {
      answer = responseHeaders;
    });
    stream.on('trailers', (trailers: http2.IncomingHttpHeaders) => {
      answer = { ...answer, ...trailers };
    });
    stream.on('data', (chunk: Buffer) => {
      receivedBytes += chunk.length;
      if (receivedBytes > maxReplyBytes + messagePrefixBytes) {
        stop(failure(status.INTERNAL, `reply larger than ${String(maxReplyBytes)} bytes`));
      } else {
        chunks.push(chunk);
      }
    });
    // 'error' comes before 'close' when the stream or its session fails; the outcome is decided at close.
    stream.on('error', (error: Error & { code?: string }) => {
      streamError = error;
    });
    stream.on('close', () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
      sessions.finished(session);
      const rstCode = stream.rstCode;
      // A closed stream stays in memory until a full garbage collection (Node keeps its native
      // handle as a root until then); let go of everything this call holds.
      stream.removeAllListeners();
      if (stopped) {
        reject(stopped);
      } else if (!answer && neverProcessed(rstCode, streamError)) {
        resolve(new NotSent(streamError?.message ?? `stream refused (HTTP/2 code ${String(rstCode)})`));
      } else if (!answer) {
        reject(
          failure(
            status.UNAVAILABLE,
            `${target}: ${streamError?.message ?? `stream closed (HTTP/2 code ${String(rstCode)})`}`,
          ),
        );
      } else {
        const outcome = settle(answer, Buffer.concat(chunks, receivedBytes));
        if (outcome instanceof CallFailure) reject(outcome);
        else resolve(outcome);
      }
    });
    stream.end(frame);
  });
}

/** RFC 9113 §8.7: a stream refused, or above a GOAWAY's last stream id, was not processed. */
function neverProcessed(
  rstCode: number | undefined,
  error: (Error & { code?: string }) | undefined,
): boolean {
  return rstCode === http2.constants.NGHTTP2_REFUSED_STREAM || error?.code === 'ERR_HTTP2_GOAWAY_SESSION';
}

/** The reply message, or the failure its status or HTTP answer stands for. */
function settle(answer: http2.IncomingHttpHeaders, body: Buffer): Buffer | CallFailure {
  const grpcStatus = answer['grpc-status'];
  if (grpcStatus === undefined) {
    const httpStatus = Number(answer[':status']);
    return failure(statusForHttp(httpStatus), `HTTP ${String(httpStatus)} without a gRPC status`);
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the numbers are gRPC's own status codes
  const code = Number(grpcStatus) as Status;
  if (code !== status.OK) {
    return failure(code, decodedMessage(answer['grpc-message']), Metadata.fromHttp2Headers(answer));
  }
  const compressed = body[0] !== 0;
  if (
    body.length < messagePrefixBytes ||
    compressed ||
    body.readUInt32BE(1) !== body.length - messagePrefixBytes
  ) {
    return failure(status.INTERNAL, 'malformed reply: expected exactly one uncompressed message');
  }
  return body.subarray(messagePrefixBytes);
}

/** gRPC's length-prefixed message: a compression flag (0: none), the length, the bytes. */
function framed(message: Buffer): Buffer {
  const frame = Buffer.allocUnsafe(messagePrefixBytes + message.length);
  frame[0] = 0;
  frame.writeUInt32BE(message.length, 1);
  message.copy(frame, messagePrefixBytes);
  return frame;
}

function failure(code: Status, details: string, metadata?: Metadata): CallFailure {
  return new CallFailure(code, details, metadata);
}

/** grpc-message is percent-encoded (gRPC over HTTP/2, "Responses"). */
function decodedMessage(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** gRPC's mapping of an HTTP status that carries no gRPC status. */
function statusForHttp(httpStatus: number): Status {
  switch (httpStatus) {
    case 400:
      return status.INTERNAL;
    case 401:
      return status.UNAUTHENTICATED;
    case 403:
      return status.PERMISSION_DENIED;
    case 404:
      return status.UNIMPLEMENTED;
    case 429:
    case 502:
    case 503:
    case 504:
      return status.UNAVAILABLE;
    default:
      return status.UNKNOWN;
  }
}
