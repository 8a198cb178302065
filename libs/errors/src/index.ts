export {
  AppError,
  isAppError,
  isErrorCode,
  errorCodes,
  type ErrorCode,
  type AppErrorOptions,
} from './app-error.js';
export {
  grpcStatus,
  grpcStatusFor,
  httpStatusFor,
  errorCodeForGrpcStatus,
  genericMessages,
} from './status-mapping.js';
export { fieldWithNul, refuseNulText } from './nul-text.js';
