import type { FastifyRequest } from 'fastify';
import { AppError } from '@sitesage/errors';

/** The bearer token of a request, or an 'Invalid token' 401 when it is missing or malformed. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]{10,8192})$/.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Invalid token');
  return match[1];
}
