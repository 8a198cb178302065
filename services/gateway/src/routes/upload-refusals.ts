import type { FastifyReply } from 'fastify';
import { AppError, isAppError } from '@sitesage/errors';
import type { ErrorBody } from '../http/error-body.js';
import { uploadLimits } from './upload-parts.js';

// How a failed upload is answered. The multipart parser's own errors become AppErrors in product
// words; a refused file type is a 415.

export const notMultipartMessage = 'Send the files as multipart/form-data';

/**
 * 415 has no AppError code of its own (gRPC has no such status). The ingestion service refuses a
 * type as INVALID_ARGUMENT with the spec's words 'File type not allowed: {file name}' (§5), so those
 * words, and a body that is not multipart at all, are what pick 415 here.
 */
export function isUnsupportedMediaType(error: AppError): boolean {
  return (
    error.code === 'INVALID_ARGUMENT' &&
    (error.message.startsWith('File type not allowed') || error.message === notMultipartMessage)
  );
}

/**
 * The multipart parser's refusals in product words. @fastify/multipart's errors carry an `FST_`
 * code; busboy's (a malformed body) are plain errors that say "multipart". Anything else is left
 * as it is: a fault of ours stays a 500.
 */
export function uploadFailure(error: unknown): unknown {
  if (!(error instanceof Error) || isAppError(error)) return error;
  const code = (error as Error & { code?: unknown }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return AppError.invalid('files', `At most ${uploadLimits.files} files can be uploaded at once`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return AppError.invalid('body', 'The upload has too many form fields');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `A file is larger than ${uploadLimits.fileBytes / 2 ** 20} MB`,
        {
          field: 'files',
        },
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return AppError.invalid('body', notMultipartMessage);
  }
  if ((typeof code === 'string' && code.startsWith('FST_')) || /multipart/i.test(error.message)) {
    return AppError.invalid('body', 'The upload is not valid multipart/form-data');
  }
  return error;
}

export function sendUnsupportedMediaType(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = { detail: error.message, code: error.code, request_id: reply.request.id };
  if (error.field) body.field = error.field;
  return reply.status(415).send(body);
}
