/**
 * One error type for every failure a person or a caller should hear about. The code says what kind
 * of failure it is; the message says it in product words ("Project 'x' not found"), and is safe to
 * show. Anything that is not an AppError is an internal fault and is shown only as a generic message.
 */
export const errorCodes = [
  'INVALID_ARGUMENT',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'FAILED_PRECONDITION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYMENT_REQUIRED',
  'UNAVAILABLE',
  'DEADLINE_EXCEEDED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type AppErrorOptions = {
  /** The request field at fault, for validation errors. */
  field?: string;
  /** Seconds after which a retry may succeed (rate limits, lockouts). */
  retryAfterSeconds?: number;
  cause?: unknown;
};

export class AppError extends Error {
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  static invalid(field: string, message: string): AppError {
    return new AppError('INVALID_ARGUMENT', message, { field });
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
