import { randomUUID } from 'node:crypto';
import type {
  Metadata,
  sendUnaryData,
  ServerReadableStream,
  ServerUnaryCall,
  ServerWritableStream,
  ServiceDefinition,
  UntypedServiceImplementation,
} from '@grpc/grpc-js';
import { AppError, isAppError, refuseNulText } from '@sitesage/errors';
import { isAcceptableRequestId, requestIdHeader, runWithRequestContext, type Logger } from '@sitesage/logger';
import { toGrpcError } from './error-metadata.js';

export type CallContext = {
  requestId: string;
  metadata: Metadata;
  /**
   * Aborted when the caller goes away (cancel, deadline, lost connection), so work in progress
   * (an upstream model request, a crawl) can stop at once rather than at its next yield.
   */
  signal: AbortSignal;
};

export type UnaryImplementation<Req, Res> = (request: Req, context: CallContext) => Promise<Res>;
/** A client-streaming method: the caller's messages arrive as an async iterable. */
export type ClientStreamImplementation<Req, Res> = (
  requests: AsyncIterable<Req>,
  context: CallContext,
) => Promise<Res>;
/** A server-streaming method: every value the iterable yields is sent, in order. */
export type ServerStreamImplementation<Req, Res> = (request: Req, context: CallContext) => AsyncIterable<Res>;

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
    : H[K] extends (
          call: ServerReadableStream<infer Req, infer Res>,
          callback: sendUnaryData<infer _>,
        ) => void
      ? ClientStreamImplementation<Req, Res>
      : H[K] extends (call: ServerWritableStream<infer Req, infer Res>) => void
        ? ServerStreamImplementation<Req, Res>
        : never;
};

export function requestIdOf(metadata: Metadata): string {
  const value = metadata.get(requestIdHeader)[0];
  return isAcceptableRequestId(value) ? value : randomUUID();
}

/**
 * Turns async domain functions into grpc-js callbacks: the request id from the caller's metadata
 * is set for every log line, an AppError becomes its status, and anything else is logged and
 * answered as a generic internal error (no stack or SQL ever leaves the service). Text holding a
 * NUL character in a unary or server-streaming request is refused as INVALID_ARGUMENT naming the
 * field, whoever the caller, since no database column could store it. (Client streams carry file
 * bytes and names, which the upload's own code cleans.)
 */
export type ImplementOptions = {
  /** Turns a failure into the error the caller should see (e.g. a database outage into UNAVAILABLE). */
  translateError?: (error: unknown) => unknown;
  /** The service's definition; needed only when it has streaming methods, to tell them apart. */
  definition?: ServiceDefinition;
};

export function implement<H extends UntypedServiceImplementation>(
  log: Logger,
  service: string,
  implementation: Implementation<H>,
  { translateError = (error) => error, definition }: ImplementOptions = {},
): H {
  const handlers: Record<string, unknown> = {};
  const failed = (method: string, raw: unknown) => {
    const error = translateError(raw);
    if (isAppError(error) && error.code !== 'INTERNAL') {
      log.debug({ method: `${service}/${method}`, code: error.code }, error.message);
    } else {
      log.error({ method: `${service}/${method}`, err: error }, 'call failed');
    }
    return toGrpcError(error);
  };
  for (const [method, fn] of Object.entries(implementation as Record<string, unknown>)) {
    const shape = definition?.[method];
    if (shape?.responseStream) {
      handlers[method] = serverStreamHandler(
        method,
        fn as ServerStreamImplementation<unknown, unknown>,
        failed,
      );
    } else if (shape?.requestStream) {
      handlers[method] = clientStreamHandler(
        method,
        fn as ClientStreamImplementation<unknown, unknown>,
        failed,
      );
    } else {
      handlers[method] = unaryHandler(method, fn as UnaryImplementation<unknown, unknown>, failed);
    }
  }
  return handlers as H;
}

type Failure = (method: string, raw: unknown) => ReturnType<typeof toGrpcError>;

function unaryHandler(method: string, fn: UnaryImplementation<unknown, unknown>, failed: Failure) {
  return (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
    const requestId = requestIdOf(call.metadata);
    runWithRequestContext({ requestId }, () => {
      const { context, settled } = callContextOf(call, requestId);
      const run = async () => {
        refuseNulText(call.request, 'request');
        return fn(call.request, context);
      };
      run().then(
        (response) => {
          settled();
          callback(null, response);
        },
        (raw: unknown) => {
          settled();
          callback(failed(method, raw));
        },
      );
    });
  };
}

type CancellableCall = {
  metadata: Metadata;
  once(event: 'cancelled', listener: () => void): unknown;
  off(event: 'cancelled', listener: () => void): unknown;
};

/**
 * The context a call's domain function receives. grpc-js says 'cancelled' when the caller goes
 * away, and `signal` carries that to the domain. It also says it when the stream of a call already
 * answered closes: `settled()` stops listening once the answer is out, so a finished call does not
 * abort its signal (nor build an error) after the fact. The signal is made on first use: most
 * calls never look at it, and an AbortController costs more than the rest of this wrapper.
 */
function callContextOf(
  call: CancellableCall,
  requestId: string,
): { context: CallContext; settled: () => void } {
  let controller: AbortController | undefined;
  let callerLeft = false;
  const abort = (target: AbortController) => {
    target.abort(new AppError('UNAVAILABLE', 'The caller cancelled the call'));
  };
  const cancelled = () => {
    callerLeft = true;
    if (controller) abort(controller);
  };
  call.once('cancelled', cancelled);
  return {
    context: {
      requestId,
      metadata: call.metadata,
      get signal() {
        if (!controller) {
          controller = new AbortController();
          if (callerLeft) abort(controller);
        }
        return controller.signal;
      },
    },
    settled: () => {
      call.off('cancelled', cancelled);
    },
  };
}

function clientStreamHandler(
  method: string,
  fn: ClientStreamImplementation<unknown, unknown>,
  failed: Failure,
) {
  return (call: ServerReadableStream<unknown, unknown>, callback: sendUnaryData<unknown>) => {
    const requestId = requestIdOf(call.metadata);
    runWithRequestContext({ requestId }, () => {
      const { context, settled } = callContextOf(call, requestId);
      fn(messagesOf(call), context).then(
        (response) => {
          settled();
          callback(null, response);
        },
        (raw: unknown) => {
          settled();
          callback(failed(method, raw));
        },
      );
    });
  };
}

/**
 * The caller's messages, with backpressure. grpc-js ends the stream quietly when the caller
 * cancels, which would look like a complete upload: that end is turned into an error instead.
 */
async function* messagesOf(call: ServerReadableStream<unknown, unknown>): AsyncIterable<unknown> {
  for await (const message of call as AsyncIterable<unknown>) yield message;
  if (call.cancelled) throw new AppError('UNAVAILABLE', 'The caller cancelled the call');
}

function serverStreamHandler(
  method: string,
  fn: ServerStreamImplementation<unknown, unknown>,
  failed: Failure,
) {
  return (call: ServerWritableStream<unknown, unknown>) => {
    const requestId = requestIdOf(call.metadata);
    runWithRequestContext({ requestId }, () => {
      const { context, settled } = callContextOf(call, requestId);
      // Streams wait on it for every full buffer, so it is made at once.
      const signal = context.signal;
      const send = async () => {
        refuseNulText(call.request, 'request');
        for await (const message of fn(call.request, context)) {
          if (call.cancelled) return;
          // Wait for the buffer to drain, so a slow caller slows the producer instead of filling memory;
          // a caller that goes away meanwhile ends the wait too.
          if (!call.write(message)) await drainedOrCancelled(call, signal);
        }
        settled();
        call.end();
      };
      send().catch((raw: unknown) => {
        if (signal.aborted) return;
        settled();
        // grpc-js turns an 'error' event into the call's final status (code, details, trailers).
        if (!call.cancelled) call.emit('error', failed(method, raw));
      });
    });
  };
}

function drainedOrCancelled(
  call: ServerWritableStream<unknown, unknown>,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      call.off('drain', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    call.once('drain', done);
    signal.addEventListener('abort', done, { once: true });
  });
}
