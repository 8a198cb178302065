import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { frameAncestorsFor, type ChatFraming } from '../http/frame-ancestors.fns.js';
import { sendError } from '../http/error-body.js';
import { chatPageCsp, isFramablePath } from './security-headers.js';
import { loadSitePages } from './site-pages.js';

export type WebAppOptions = {
  /** The address people reach SiteSage at, for the absolute links of Open Graph tags. */
  publicUrl?: string;
  /** Which websites may show the chat of the agent a chat page is for; throws when unknown. */
  framingOfAgent?: (request: FastifyRequest, slug: string) => Promise<ChatFraming>;
};

/**
 * Serves the built React app. Hashed assets are cached for a year; the HTML pages never are, so a
 * new release shows up on the next load. /bot and /bot/{id} answer with bot.html, the visitor chat
 * built on its own (the page other sites frame carries none of the admin app); any other GET outside
 * /api answers with index.html and the client router takes over (unknown pages redirect to / there);
 * public pages get their own copy of it with their title and description (see site-pages.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { framingOfAgent, publicUrl = 'http://localhost:8080' }: WebAppOptions = {},
): Promise<void> {
  const root = resolve(distDir);
  const indexExists = existsSync(resolve(root, 'index.html'));
  const botExists = existsSync(resolve(root, 'bot.html'));
  if (!indexExists || !botExists) app.log.warn({ root }, 'web app not built: run `npm run build`');
  const sitePages = loadSitePages(root, publicUrl);

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of every text asset (web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, path) {
      const isAsset = path.includes('/assets/');
      void reply.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Public build output. The chat framed at an opaque origin on the demo page (visitor-cors.ts)
      // loads its module scripts and styles with CORS; without this they would be refused.
      if (isAsset) void reply.header('access-control-allow-origin', '*');
    },
  });

  /** The chat page of one agent may be framed by SiteSage and that agent's allowed websites only (SECURITY F8). */
  const chatPagePolicy = async (request: FastifyRequest, path: string): Promise<string | undefined> => {
    const slug = /^\/bot\/([A-Za-z0-9_-]{1,128})\/?$/.exec(path)?.[1];
    if (slug === undefined || framingOfAgent === undefined) return undefined;
    try {
      return chatPageCsp(frameAncestorsFor(await framingOfAgent(request, slug)));
    } catch {
      // An unknown agent (or one that cannot be looked up now) has no chat to show anywhere else.
      return chatPageCsp(["'self'"]);
    }
  };

  app.get('/*', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '/').toLowerCase();
    // Anything that looks like the API but missed a route must never get the app's HTML with a 200.
    if (path.startsWith('/api')) return sendError(reply, 'NOT_FOUND', 'No API route here');
    // The same test that gives these paths their frame-ancestors policy, so the two never disagree.
    const page = isFramablePath(request.url.split('?')[0] ?? '/') ? 'bot.html' : 'index.html';
    if (!(page === 'bot.html' ? botExists : indexExists)) {
      return reply.status(503).type('text/plain').send('The web app is not built yet.');
    }
    if (page === 'index.html') {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(sitePages.htmlFor(path));
    }
    const policy = await chatPagePolicy(request, request.url.split('?')[0] ?? '/');
    if (policy !== undefined) void reply.header('content-security-policy', policy);
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
