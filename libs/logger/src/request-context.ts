import { AsyncLocalStorage } from 'node:async_hooks';

/** What follows a request across async calls inside one process: today only its id. */
export type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The gRPC metadata key and HTTP header that carry the request id between processes. */
export const requestIdHeader = 'x-request-id';

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/** Accept a caller's request id only when it is short and plain, so it cannot forge log lines. */
export function isAcceptableRequestId(value: unknown): value is string {
  return typeof value === 'string' && requestIdPattern.test(value);
}
