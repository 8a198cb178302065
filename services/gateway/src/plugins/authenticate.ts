import type { FastifyRequest } from 'fastify';
import type { Owner } from '@sitesage/contracts';
import type { ServiceClients } from '../clients.js';
import { AppError } from '@sitesage/errors';

/** The bearer token of a request, or an 'Invalid token' 401 when it is missing or malformed. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]{10,8192})$/.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Invalid token');
  return match[1];
}

/**
 * The signed-in owner of a request, as the auth service vouches for it (signature, expiry and
 * revocation checked there). Services receive this, never a user id the client chose.
 */
export async function authenticateOwner(
  request: FastifyRequest,
  { auth }: Pick<ServiceClients, 'auth'>,
): Promise<Required<Owner>> {
  const principal = await auth.Authenticate({ token: bearerToken(request) }, { requestId: request.id });
  return { user_id: principal.user_id, plan: principal.plan };
}
