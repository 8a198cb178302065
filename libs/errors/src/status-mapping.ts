import type { ErrorCode } from './app-error.js';

/**
 * The only place that says how an error code crosses each boundary: domain → gRPC status (in the
 * services) and gRPC status → HTTP status (in the gateway). gRPC status numbers are those of the
 * gRPC specification (statuscodes.md), written out so this library needs no gRPC dependency.
 */
export const grpcStatus = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

type Mapping = { grpc: number; http: number };

const mappings: Record<ErrorCode, Mapping> = {
  INVALID_ARGUMENT: { grpc: grpcStatus.INVALID_ARGUMENT, http: 400 },
  UNAUTHENTICATED: { grpc: grpcStatus.UNAUTHENTICATED, http: 401 },
  PERMISSION_DENIED: { grpc: grpcStatus.PERMISSION_DENIED, http: 403 },
  NOT_FOUND: { grpc: grpcStatus.NOT_FOUND, http: 404 },
  ALREADY_EXISTS: { grpc: grpcStatus.ALREADY_EXISTS, http: 409 },
  FAILED_PRECONDITION: { grpc: grpcStatus.FAILED_PRECONDITION, http: 409 },
  RATE_LIMITED: { grpc: grpcStatus.RESOURCE_EXHAUSTED, http: 429 },
  // gRPC has no "too large" status; OUT_OF_RANGE is the closest and is used for nothing else.
  PAYLOAD_TOO_LARGE: { grpc: grpcStatus.OUT_OF_RANGE, http: 413 },
  // An uploaded file whose bytes are not an allowed kind, and a request body in a content type the
  // route does not read: both are the caller's input, so INVALID_ARGUMENT between services.
  FILE_TYPE_NOT_ALLOWED: { grpc: grpcStatus.INVALID_ARGUMENT, http: 415 },
  UNSUPPORTED_MEDIA_TYPE: { grpc: grpcStatus.INVALID_ARGUMENT, http: 415 },
  PAYMENT_REQUIRED: { grpc: grpcStatus.FAILED_PRECONDITION, http: 402 },
  UNAVAILABLE: { grpc: grpcStatus.UNAVAILABLE, http: 503 },
  DEADLINE_EXCEEDED: { grpc: grpcStatus.DEADLINE_EXCEEDED, http: 504 },
  INTERNAL: { grpc: grpcStatus.INTERNAL, http: 500 },
};

export function grpcStatusFor(code: ErrorCode): number {
  return mappings[code].grpc;
}

export function httpStatusFor(code: ErrorCode): number {
  return mappings[code].http;
}

/** For a gRPC status that arrived without an AppError code (transport failures, timeouts). */
export function errorCodeForGrpcStatus(status: number): ErrorCode {
  switch (status) {
    case grpcStatus.UNAVAILABLE:
    case grpcStatus.CANCELLED:
      return 'UNAVAILABLE';
    case grpcStatus.DEADLINE_EXCEEDED:
      return 'DEADLINE_EXCEEDED';
    case grpcStatus.INVALID_ARGUMENT:
      return 'INVALID_ARGUMENT';
    case grpcStatus.NOT_FOUND:
      return 'NOT_FOUND';
    case grpcStatus.ALREADY_EXISTS:
      return 'ALREADY_EXISTS';
    case grpcStatus.PERMISSION_DENIED:
      return 'PERMISSION_DENIED';
    case grpcStatus.UNAUTHENTICATED:
      return 'UNAUTHENTICATED';
    case grpcStatus.RESOURCE_EXHAUSTED:
      return 'RATE_LIMITED';
    case grpcStatus.FAILED_PRECONDITION:
      return 'FAILED_PRECONDITION';
    case grpcStatus.OUT_OF_RANGE:
      return 'PAYLOAD_TOO_LARGE';
    default:
      return 'INTERNAL';
  }
}

/** What callers see for faults that are not theirs; details stay in the logs. */
export const genericMessages: Partial<Record<ErrorCode, string>> = {
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
  DEADLINE_EXCEEDED: 'The service took too long to answer. Please try again.',
};
