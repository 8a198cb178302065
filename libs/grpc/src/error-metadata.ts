import { Metadata, type ServiceError, type StatusObject } from '@grpc/grpc-js';
import {
  AppError,
  errorCodeForGrpcStatus,
  genericMessages,
  grpcStatusFor,
  isAppError,
  isErrorCode,
} from '@sitesage/errors';

// An AppError crosses the wire as a gRPC status plus trailers that keep its exact code, the field at
// fault and a retry hint, so the gateway can answer exactly as the service meant.
const codeKey = 'x-app-code';
const fieldKey = 'x-app-field';
const retryAfterKey = 'x-app-retry-after';

export function toGrpcError(error: unknown): Partial<StatusObject> {
  const appError = isAppError(error)
    ? error
    : new AppError('INTERNAL', genericMessages.INTERNAL ?? 'Internal error', { cause: error });
  const metadata = new Metadata();
  metadata.set(codeKey, appError.code);
  if (appError.field) metadata.set(fieldKey, appError.field);
  if (appError.retryAfterSeconds !== undefined)
    metadata.set(retryAfterKey, String(appError.retryAfterSeconds));
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the numbers are gRPC's own status codes
  return { code: grpcStatusFor(appError.code), details: appError.message, metadata };
}

function firstString(metadata: Metadata | undefined, key: string): string | undefined {
  const value = metadata?.get(key)[0];
  return typeof value === 'string' ? value : undefined;
}

/** A failed call as grpc-js or our unary channel reports it. */
export type FailedCall = Pick<ServiceError, 'code' | 'details' | 'metadata' | 'message'>;

export function fromGrpcError(error: FailedCall, service: string): AppError {
  const code = firstString(error.metadata, codeKey);
  if (isErrorCode(code)) {
    const field = firstString(error.metadata, fieldKey);
    const retryAfter = firstString(error.metadata, retryAfterKey);
    return new AppError(code, error.details, {
      ...(field ? { field } : {}),
      ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
    });
  }
  // No AppError code: the call failed in transport (service down, deadline) or crashed unexpectedly.
  const transportCode = errorCodeForGrpcStatus(error.code);
  const message = genericMessages[transportCode] ?? genericMessages.INTERNAL ?? 'Internal error';
  return new AppError(transportCode, message, { cause: new Error(`${service}: ${error.message}`) });
}
