import { randomUUID } from 'node:crypto';
import type { Metadata, sendUnaryData, ServerUnaryCall, UntypedServiceImplementation } from '@grpc/grpc-js';
import { isAppError } from '@sitesage/errors';
import { isAcceptableRequestId, requestIdHeader, runWithRequestContext, type Logger } from '@sitesage/logger';
import { toGrpcError } from './error-metadata.js';

export type CallContext = { requestId: string; metadata: Metadata };

export type UnaryImplementation<Req, Res> = (request: Req, context: CallContext) => Promise<Res>;

/**
 * Async functions for each method of a generated Handlers type. The index signature that grpc-js
 * adds to every Handlers type is left out, so only the service's own methods are required.
 */
export type Implementation<H> = {
  [K in keyof H as string extends K ? never : K]: H[K] extends (
    call: ServerUnaryCall<infer Req, infer Res>,
    callback: sendUnaryData<infer _>,
  ) => void
    ? UnaryImplementation<Req, Res>
    : never;
};

export function requestIdOf(metadata: Metadata): string {
  const value = metadata.get(requestIdHeader)[0];
  return isAcceptableRequestId(value) ? value : randomUUID();
}

/**
 * Turns async domain functions into grpc-js callbacks: the request id from the caller's metadata
 * is set for every log line, an AppError becomes its status, and anything else is logged and
 * answered as a generic internal error (no stack or SQL ever leaves the service).
 */
export type ImplementOptions = {
  /** Turns a failure into the error the caller should see (e.g. a database outage into UNAVAILABLE). */
  translateError?: (error: unknown) => unknown;
};

export function implement<H extends UntypedServiceImplementation>(
  log: Logger,
  service: string,
  implementation: Implementation<H>,
  { translateError = (error) => error }: ImplementOptions = {},
): H {
  const handlers: Record<string, unknown> = {};
  const methods = implementation as Record<string, UnaryImplementation<unknown, unknown>>;
  for (const [method, fn] of Object.entries(methods)) {
    handlers[method] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const requestId = requestIdOf(call.metadata);
      runWithRequestContext({ requestId }, () => {
        fn(call.request, { requestId, metadata: call.metadata }).then(
          (response) => {
            callback(null, response);
          },
          (raw: unknown) => {
            const error = translateError(raw);
            if (isAppError(error) && error.code !== 'INTERNAL') {
              log.debug({ method: `${service}/${method}`, code: error.code }, error.message);
            } else {
              log.error({ method: `${service}/${method}`, err: error }, 'call failed');
            }
            callback(toGrpcError(error));
          },
        );
      });
    };
  }
  return handlers as H;
}
