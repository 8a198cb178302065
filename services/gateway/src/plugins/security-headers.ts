import type { FastifyInstance } from 'fastify';

const baseCsp = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style properties from code; Tailwind ships one stylesheet. Inline style attributes only.
  "style-src 'self' 'unsafe-inline'",
  // No remote images anywhere: an answer cannot make the browser call a third party.
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** The chat page is the only page meant to live inside other sites' frames. */
export function isFramablePath(path: string): boolean {
  return path === '/bot' || path.startsWith('/bot/');
}

// Built once: these headers go on every answer.
const framableCsp = [...baseCsp, 'frame-ancestors *'].join('; ');
const unframableCsp = [...baseCsp, "frame-ancestors 'none'"].join('; ');

export function contentSecurityPolicy(path: string, ownerCsp = unframableCsp): string {
  return isFramablePath(path) ? framableCsp : ownerCsp;
}

/**
 * The owner pages' policy when the plan page opens Razorpay Checkout: its script, the calls it
 * makes and the payment window it frames come from the Checkout origin (and, for Razorpay's own,
 * api.razorpay.com). The chat page never gets them.
 */
export function ownerPagesCsp(checkoutScriptUrl: string | undefined): string {
  if (!checkoutScriptUrl) return unframableCsp;
  const origins = [new URL(checkoutScriptUrl).origin];
  if (origins[0] === 'https://checkout.razorpay.com') origins.push('https://api.razorpay.com');
  const sources = origins.join(' ');
  return [
    ...baseCsp.map((directive) =>
      directive.startsWith('script-src ') || directive.startsWith('connect-src ')
        ? `${directive} ${sources}`
        : directive,
    ),
    `frame-src 'self' ${sources}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The chat page's policy when the pages that may frame it are known (see frame-ancestors.fns.ts). */
export function chatPageCsp(ancestors: readonly string[]): string {
  return [...baseCsp, `frame-ancestors ${ancestors.join(' ')}`].join('; ');
}

/**
 * Headers every answer carries. HTML gets a CSP whose frame-ancestors forbids framing except on
 * /bot/*; HSTS is sent only when the request really arrived over TLS (directly or via a trusted
 * proxy), since over plain HTTP it would be ignored and misleading.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { checkoutScriptUrl?: string } = {},
): void {
  const ownerCsp = ownerPagesCsp(options.checkoutScriptUrl);
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', isFramablePath(path) ? 'unsafe-none' : 'same-origin');
    // A route that knows better (the chat page of one agent) has set its own policy already.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', contentSecurityPolicy(path, ownerCsp));
    }
    if (!isFramablePath(path)) reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (path.startsWith('/api/')) reply.header('cache-control', 'no-store');
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
