import { pino, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-context.js';

export type { Logger } from 'pino';

/**
 * Paths that must never reach a log line: credentials, codes, tokens, provider secrets and the
 * personal details of owners and visitors. Wildcards cover them at any of the first two levels.
 */
export const redactedPaths = [
  'password',
  'new_password',
  'current_password',
  'otp',
  'token',
  'token_info',
  'authorization',
  'cookie',
  'secret',
  'email',
  'phone',
  'avatar',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.otp',
  '*.token',
  '*.authorization',
  '*.secret',
  '*.email',
  '*.phone',
  '*.authToken',
  '*.apiKey',
];

export type CreateLoggerOptions = {
  service: string;
  level?: string;
  /** Where lines go; defaults to stdout. Tests pass a stream to read what was logged. */
  destination?: pino.DestinationStream;
};

export function createLogger({ service, level = 'info', destination }: CreateLoggerOptions): Logger {
  const options: LoggerOptions = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    // Every line written while handling a request carries that request's id.
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { request_id: requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
