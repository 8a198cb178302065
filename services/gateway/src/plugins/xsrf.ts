import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-body.js';

export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit anti-forgery token. The gateway gives every browser that loads the app an
 * XSRF-TOKEN cookie that the page's own script can read; a state-changing request that carries cookies must echo it in the
 * X-XSRF-TOKEN header, which another site's page cannot do. Requests without cookies (API clients
 * using only a bearer token) have nothing a forger could ride on, so they pass.
 */
export function registerXsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookieValue = request.cookies[xsrfCookie];
    // The app's pages hand out the token (the web app always loads one first); API answers need not.
    if (!cookieValue && !request.url.startsWith('/api/')) {
      void reply.setCookie(xsrfCookie, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (safeMethods.has(request.method) || !request.headers.cookie) return;
    const header = request.headers[xsrfHeader];
    if (!cookieValue || typeof header !== 'string' || !sameToken(header, cookieValue)) {
      return sendError(reply, 'PERMISSION_DENIED', 'Missing or invalid anti-forgery token (X-XSRF-TOKEN)');
    }
  });
}
