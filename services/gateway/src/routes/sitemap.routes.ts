import { Readable } from 'node:stream';
import type { ServiceClients } from '../clients.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import { generateSitemapSchema, sitemapMaxPages } from './knowledge.schemas.js';
import { streamReply, type ContractRoutes } from '../http/contract.js';

/** Crawling up to 500 pages politely takes minutes; the normal call deadline is seconds. */
const sitemapDeadlineMs = 10 * 60_000;

/**
 * Spec §7 Sitemap: the ingestion service crawls the site and the XML is passed on piece by piece as
 * it is produced. A refusal before the first piece (an invalid, blocked or private address) is a
 * normal JSON error. After that the status is already sent, so a failure aborts the response: the
 * client sees a broken transfer rather than a short sitemap that looks complete. A client that goes
 * away stops the crawl (the stream is destroyed, which cancels the gRPC call).
 */
export function registerSitemapRoutes(
  app: ContractRoutes,
  clients: Pick<ServiceClients, 'auth' | 'projects' | 'ingestion'>,
) {
  void ownerRoutes(app, { clients }, (owned) => {
    owned.get('/sitemap/generate-sitemap', { schema: generateSitemapSchema }, async (request, reply) => {
      const owner = ownerOf(request);
      const maxPages = Math.min(sitemapMaxPages, Math.max(1, request.query.max_pages));
      const stream = clients.ingestion.GenerateSitemap(
        { owner, url: request.query.url, max_pages: maxPages },
        { requestId: request.id, deadlineMs: sitemapDeadlineMs },
      );
      const pieces = stream[Symbol.asyncIterator]();
      const first = await pieces.next();
      return streamReply(reply)
        .type('text/xml; charset=utf-8')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(first.done ? [] : sitemapText(first.value.text, pieces), { objectMode: false }));
    });
  });
}

async function* sitemapText(first: string, rest: AsyncIterator<{ text: string }>) {
  if (first) yield first;
  try {
    for (;;) {
      const next = await rest.next();
      if (next.done) return;
      if (next.value.text) yield next.value.text;
    }
  } finally {
    await rest.return?.();
  }
}
