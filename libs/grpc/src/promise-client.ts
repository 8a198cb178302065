import { randomUUID } from 'node:crypto';
import {
  credentials,
  Metadata,
  type Client,
  type ClientUnaryCall,
  type requestCallback,
  type ChannelCredentials,
  type ClientOptions,
  type ServiceDefinition,
  type ServiceError,
} from '@grpc/grpc-js';
import { currentRequestId, requestIdHeader } from '@sitesage/logger';
import { fromGrpcError } from './error-metadata.js';

export type CallOptions = { requestId?: string; deadlineMs?: number };

type UnaryMethod<F> = F extends (argument: infer Req, callback: requestCallback<infer Res>) => ClientUnaryCall
  ? (request: Req, options?: CallOptions) => Promise<Res>
  : never;

/**
 * The unary methods of a generated client as promise-returning functions. The generated clients
 * declare each method's shortest overload last, `(argument, callback)`, which is what is matched;
 * their lower-case aliases and grpc.Client's own methods are left out.
 */
export type PromiseClient<C> = {
  [
    K in keyof C as K extends Capitalize<K & string>
      ? [UnaryMethod<C[K]>] extends [never]
        ? never
        : K
      : never
  ]: UnaryMethod<C[K]>;
} & { close(): void; raw: C };

/** What the generated service constructors (e.g. `authProto().sitesage.auth.v1.AuthService`) look like. */
export type ClientConstructor = {
  new (address: string, credentials: ChannelCredentials, options?: ClientOptions): Client;
  service: ServiceDefinition;
};

type Callable = (
  argument: unknown,
  metadata: Metadata,
  options: { deadline: number },
  callback: (error: ServiceError | null, value?: unknown) => void,
) => ClientUnaryCall;

export type CreateClientOptions = { serviceName: string; target: string; deadlineMs: number };

/**
 * A client for one service. Every call carries the current request id and a deadline, and turns a
 * failed status back into the AppError the service raised (or UNAVAILABLE / DEADLINE_EXCEEDED).
 * grpc-js reconnects on its own, so a restarted service is used again without any action here.
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
  const wrapped: Record<string, unknown> = {
    close: () => {
      client.close();
    },
    raw: client,
  };
  for (const method of Object.keys(Constructor.service)) {
    const fn = (client as unknown as Record<string, Callable>)[method];
    if (!fn) continue;
    wrapped[method] = (request: unknown, options: CallOptions = {}) =>
      new Promise((resolve, reject) => {
        const metadata = new Metadata();
        metadata.set(requestIdHeader, options.requestId ?? currentRequestId() ?? randomUUID());
        const deadline = Date.now() + (options.deadlineMs ?? deadlineMs);
        fn.call(client, request, metadata, { deadline }, (error, value) => {
          if (error) reject(fromGrpcError(error, serviceName));
          else resolve(value);
        });
      });
  }
  return wrapped as PromiseClient<C>;
}
