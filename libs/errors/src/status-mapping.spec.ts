import { describe, expect, it } from 'vitest';
import { errorCodeForGrpcStatus, errorCodes, grpcStatusFor, httpStatusFor } from './index.js';

describe('error code mapping', () => {
  it('gives every code a gRPC status that maps back to an HTTP status a client understands', () => {
    for (const code of errorCodes) {
      const http = httpStatusFor(errorCodeForGrpcStatus(grpcStatusFor(code)));
      expect(http, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('keeps the statuses people rely on', () => {
    expect(httpStatusFor('UNAUTHENTICATED')).toBe(401);
    expect(httpStatusFor('NOT_FOUND')).toBe(404);
    expect(httpStatusFor('RATE_LIMITED')).toBe(429);
    expect(httpStatusFor(errorCodeForGrpcStatus(14))).toBe(503);
    expect(httpStatusFor(errorCodeForGrpcStatus(4))).toBe(504);
  });

  it('answers 415 to a refused file type and to a body in a content type the route does not read', () => {
    expect(httpStatusFor('FILE_TYPE_NOT_ALLOWED')).toBe(415);
    expect(httpStatusFor('UNSUPPORTED_MEDIA_TYPE')).toBe(415);
    // Between services they are the caller's bad input, as any other refused field.
    expect(grpcStatusFor('FILE_TYPE_NOT_ALLOWED')).toBe(grpcStatusFor('INVALID_ARGUMENT'));
  });
});
