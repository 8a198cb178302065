export { createLogger, redactedPaths, type Logger, type CreateLoggerOptions } from './create-logger.js';
export {
  runWithRequestContext,
  currentRequestId,
  isAcceptableRequestId,
  requestIdHeader,
  type RequestContext,
} from './request-context.js';
