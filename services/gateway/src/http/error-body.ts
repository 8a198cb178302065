import type { FastifyReply } from 'fastify';
import { genericMessages, httpStatusFor, isAppError, type AppError, type ErrorCode } from '@sitesage/errors';

/** The one shape of every error answer: what went wrong in product words, its code, and the request id. */
export type ErrorBody = { detail: string; code: ErrorCode; request_id: string; field?: string };

export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = { detail: error.message, code: error.code, request_id: reply.request.id };
  if (error.field) body.field = error.field;
  if (error.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(error.retryAfterSeconds));
  if (error.code === 'UNAVAILABLE') void reply.header('retry-after', '5');
  return reply.status(httpStatusFor(error.code)).send(body);
}

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  field?: string,
): FastifyReply {
  const body: ErrorBody = { detail, code, request_id: reply.request.id, ...(field ? { field } : {}) };
  return reply.status(httpStatusFor(code)).send(body);
}

export function isInternal(error: unknown): boolean {
  return !isAppError(error) || error.code === 'INTERNAL';
}

export const internalMessage = genericMessages.INTERNAL ?? 'Something went wrong on our side.';
