import type { FastifyInstance } from 'fastify';

/**
 * The visitor calls the chat page makes, with the path as registered under /api/v1. On SiteSage's
 * own demo page the chat is framed at an opaque origin (web/plugin/widget.ts, `chatSandbox`), so to
 * the browser these are cross-origin calls from origin 'null'. They are public, answer only what a
 * visitor may see, and need no cookie, so '*' without credentials is safe here (SECURITY F9). An
 * owner's calls (a bearer token) are not let through: the preflight allows no Authorization header.
 */
export const visitorCalls: Readonly<Record<string, readonly string[]>> = {
  '/api/v1/sessions': ['POST'],
  '/api/v1/bot/message': ['POST'],
  '/api/v1/bot/stream-message': ['POST'],
  '/api/v1/bot/send-bot-message': ['POST'],
  '/api/v1/bot/history': ['GET'],
};

/** What a script may read of a visitor call's answer besides the body. */
const exposedHeaders = 'x-session-id, retry-after, x-request-id';

export function registerVisitorCors(app: FastifyInstance): void {
  for (const [url, methods] of Object.entries(visitorCalls)) {
    app.options(url.replace(/^\/api\/v1/, ''), async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', methods.join(', '))
        .header('access-control-allow-headers', 'content-type, accept')
        .header('access-control-max-age', '600')
        .send(),
    );
  }
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url !== undefined && visitorCalls[url]?.includes(request.method)) {
      void reply.header('access-control-allow-origin', '*');
      void reply.header('access-control-expose-headers', exposedHeaders);
    }
    return payload;
  });
}
