import { randomUUID } from 'node:crypto';
import {
  credentials,
  Metadata,
  type Client,
  type ClientReadableStream,
  type ClientUnaryCall,
  type ClientWritableStream,
  type requestCallback,
  type ChannelCredentials,
  type ClientOptions,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import { currentRequestId, requestIdHeader } from '@sitesage/logger';
import { fromGrpcError, type FailedCall } from './error-metadata.js';
import { createResetBudget, type ResetBudget } from './reset-budget.js';
import { createUnaryChannel } from './unary-channel.js';

export type CallOptions = {
  requestId?: string;
  deadlineMs?: number;
  /** Cancels the call (the service sees its caller go away) when aborted. */
  signal?: AbortSignal;
};

type UnaryMethod<F> = F extends (argument: infer Req, callback: requestCallback<infer Res>) => ClientUnaryCall
  ? (request: Req, options?: CallOptions) => Promise<Res>
  : never;

/** A client-streaming method: every message of the iterable is sent, then the reply awaited. */
type ClientStreamMethod<F> = F extends (
  callback: requestCallback<infer Res>,
) => ClientWritableStream<infer Req>
  ? (requests: AsyncIterable<Req> | Iterable<Req>, options?: CallOptions) => Promise<Res>
  : never;

/** A server-streaming method: the service's messages as an async iterable. */
type ServerStreamMethod<F> = F extends (
  argument: infer Req,
  options?: infer _,
) => ClientReadableStream<infer Res>
  ? (request: Req, options?: CallOptions) => AsyncIterable<Res>
  : never;

// Client streaming first: its last overload, (callback) => stream, would also match the unary pattern.
type MethodOf<F> = [ClientStreamMethod<F>] extends [never]
  ? [UnaryMethod<F>] extends [never]
    ? ServerStreamMethod<F>
    : UnaryMethod<F>
  : ClientStreamMethod<F>;

/**
 * The unary and streaming methods of a generated client as promise-returning functions. The generated clients
 * declare each method's shortest overload last, `(argument, callback)`, which is what is matched;
 * their lower-case aliases and grpc.Client's own methods are left out.
 */
export type PromiseClient<C> = {
  [
    K in keyof C as K extends Capitalize<K & string> ? ([MethodOf<C[K]>] extends [never] ? never : K) : never
  ]: MethodOf<C[K]>;
} & { close(): void; raw: C };

/** What the generated service constructors (e.g. `authProto().sitesage.auth.v1.AuthService`) look like. */
export type ClientConstructor = {
  new (address: string, credentials: ChannelCredentials, options?: ClientOptions): Client;
  service: ServiceDefinition;
};

/** Some method of a generated grpc-js client; its real shape is restored where it is called. */
type Callable = (...args: never[]) => unknown;

export type CreateClientOptions = { serviceName: string; target: string; deadlineMs: number };

/**
 * A client for one service. Every call carries the current request id and a deadline, and turns a
 * failed status back into the AppError the service raised (or UNAVAILABLE / DEADLINE_EXCEEDED).
 * Unary calls go through `unary-channel.ts`, streams through grpc-js; both connect again on their
 * own, so a restarted service is used again without any action here.
 */
export function createPromiseClient<C extends Client>(
  Constructor: ClientConstructor,
  { serviceName, target, deadlineMs }: CreateClientOptions,
): PromiseClient<C> {
  const client = new Constructor(target, credentials.createInsecure(), {
    // Reconnect quickly after a service restarts, instead of grpc's default backoff of up to 2 minutes.
    'grpc.initial_reconnect_backoff_ms': 200,
    'grpc.max_reconnect_backoff_ms': 2_000,
    // Per-call channelz bookkeeping costs CPU on every call; nothing here reads it.
    'grpc.enable_channelz': 0,
  }) as unknown as C;
  // One connection per client, so one budget of resets (see reset-budget.ts).
  const resets = createResetBudget();
  const unary = createUnaryChannel(target);
  const wrapped: Record<string, unknown> = {
    close: () => {
      client.close();
      unary.close();
    },
    raw: client,
  };
  const requestIdFor = (options: CallOptions) => options.requestId ?? currentRequestId() ?? randomUUID();
  const deadlineFor = (options: CallOptions) => Date.now() + (options.deadlineMs ?? deadlineMs);
  const callMetadata = (options: CallOptions) => {
    const metadata = new Metadata();
    metadata.set(requestIdHeader, requestIdFor(options));
    return { metadata, deadline: deadlineFor(options) };
  };
  for (const [method, shape] of Object.entries(Constructor.service)) {
    const fn = (client as unknown as Record<string, Callable>)[method];
    if (!fn) continue;
    if (shape.responseStream) {
      wrapped[method] = (request: unknown, options: CallOptions = {}) =>
        readStream(
          client,
          fn as unknown as ServerStreamCallable,
          request,
          { ...callMetadata(options), signal: options.signal, resets },
          serviceName,
        );
    } else if (shape.requestStream) {
      wrapped[method] = (requests: AsyncIterable<unknown> | Iterable<unknown>, options: CallOptions = {}) =>
        writeStream(
          client,
          fn as unknown as ClientStreamCallable,
          requests,
          callMetadata(options),
          serviceName,
        );
    } else {
      wrapped[method] = async (request: unknown, options: CallOptions = {}) => {
        try {
          const reply = await unary.call(
            shape.path,
            shape.requestSerialize(request),
            { [requestIdHeader]: requestIdFor(options) },
            { deadline: deadlineFor(options), signal: options.signal },
          );
          return shape.responseDeserialize(reply) as unknown;
        } catch (error) {
          throw fromGrpcError(error as FailedCall, serviceName);
        }
      };
    }
  }
  return wrapped as PromiseClient<C>;
}

type ServerStreamCallable = (
  argument: unknown,
  metadata: Metadata,
  options: { deadline: number },
) => ClientReadableStream<unknown>;

type ClientStreamCallable = (
  metadata: Metadata,
  options: { deadline: number },
  callback: (error: ServiceError | null, value?: unknown) => void,
) => ClientWritableStream<unknown>;

async function* readStream(
  client: Client,
  fn: ServerStreamCallable,
  request: unknown,
  {
    metadata,
    deadline,
    signal,
    resets,
  }: { metadata: Metadata; deadline: number; signal?: AbortSignal | undefined; resets: ResetBudget },
  serviceName: string,
): AsyncIterable<unknown> {
  const call = fn.call(client, request, metadata, { deadline });
  let settled = false;
  // The consumer stopped early or went away: stop the service's work too, while the connection's
  // budget of resets lasts. Past it the call is read to its end and its messages dropped: the
  // service finishes work nobody reads, but every other call on the connection survives.
  const stop = () => {
    if (settled) return;
    settled = true;
    // Nobody reads the call any more: its cancellation (or deadline) error is expected.
    call.on('error', ignore);
    if (resets.take()) {
      call.cancel();
    } else {
      call.on('data', ignore);
      call.resume();
    }
  };
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  try {
    // Not destroyed when the consumer stops early, so that it can still be read to its end.
    for await (const message of call.iterator({ destroyOnReturn: false }) as AsyncIterable<unknown>) {
      yield message;
    }
    settled = true;
  } catch (error) {
    settled = true;
    throw fromGrpcError(error as ServiceError, serviceName);
  } finally {
    signal?.removeEventListener('abort', stop);
    stop();
  }
}

function ignore(): void {
  // A drained call's messages and its cancellation by the deadline are nobody's concern.
}

function writeStream(
  client: Client,
  fn: ClientStreamCallable,
  requests: AsyncIterable<unknown> | Iterable<unknown>,
  { metadata, deadline }: { metadata: Metadata; deadline: number },
  serviceName: string,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const call = fn.call(client, metadata, { deadline }, (error, value) => {
      if (error) reject(fromGrpcError(error, serviceName));
      else resolve(value);
    });
    const send = async () => {
      for await (const message of requests) {
        // Respect the transport's backpressure so a large upload never sits whole in memory twice.
        if (!call.write(message)) await new Promise((drained) => call.once('drain', drained));
      }
      call.end();
    };
    send().catch((error: unknown) => {
      call.cancel();
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}
