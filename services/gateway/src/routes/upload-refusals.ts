import { AppError, isAppError } from '@sitesage/errors';
import { uploadLimits } from './upload-parts.js';

// How a failed upload is answered: the multipart parser's own errors become AppErrors in product
// words. Their codes (and the ingestion service's FILE_TYPE_NOT_ALLOWED) pick the HTTP status in
// libs/errors, as for every other error.

export const notMultipartMessage = 'Send the files as multipart/form-data';

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
      return new AppError('UNSUPPORTED_MEDIA_TYPE', notMultipartMessage, { field: 'body' });
  }
  if ((typeof code === 'string' && code.startsWith('FST_')) || /multipart/i.test(error.message)) {
    return AppError.invalid('body', 'The upload is not valid multipart/form-data');
  }
  return error;
}
