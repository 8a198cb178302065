import type { FastifyError, FastifyInstance } from 'fastify';
import { isAppError } from '@sitesage/errors';
import { internalMessage, sendAppError, sendError } from '../http/error-body.js';
import { describeValidationIssue, type ValidationIssue } from '../http/validation-message.js';

/**
 * Every failure leaves the gateway as `{detail, code, request_id}`: AppErrors (including those
 * raised by services over gRPC) with their own status and message, malformed requests as 400 naming
 * the field, and anything unexpected as a generic 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.code === 'UNAVAILABLE' || error.code === 'DEADLINE_EXCEEDED') {
        request.log.warn({ err: error.cause ?? error }, 'service call failed');
      } else if (error.code === 'INTERNAL') {
        // A service crashed on the call or the call broke in transport: the cause is what to fix.
        request.log.error({ err: error.cause ?? error }, 'service call failed unexpectedly');
      }
      return sendAppError(reply, error);
    }
    if (error.validation && error.validation.length > 0) {
      const first = error.validation[0] as unknown as ValidationIssue;
      const { field, detail } = describeValidationIssue(first, error.validationContext ?? 'body');
      return sendError(reply, 'INVALID_ARGUMENT', detail, field);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 'INVALID_ARGUMENT', 'Request body is not valid JSON', 'body');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json');
    }
    if (error.statusCode === 429) {
      return sendError(reply, 'RATE_LIMITED', 'Too many requests. Please slow down and try again shortly.');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ detail: 'Bad request', code: 'INVALID_ARGUMENT', request_id: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', internalMessage);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 'NOT_FOUND', `No API route for ${request.method} ${request.url.split('?')[0] ?? ''}`),
  );
}
