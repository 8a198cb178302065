/**
 * Maps a request target of the fixture shop to its answer. No I/O and no counters: the server
 * around it adds latency, fault injection and instrumentation.
 */
import { gzipSync } from 'node:zlib';
import { solidPng, tinyPdf } from './binary-files.js';
import { robotsTxt, sitemapIndexXml, urlsetXml } from './crawl-documents.fns.js';
import { renderPage } from './page-bodies.fns.js';
import { calendarPage, errorPage, jsOnlyPage, shopName } from './page-layout.fns.js';
import { pagePath } from './request-path.fns.js';
import { specialPaths, type SitePlan } from './site-plan.fns.js';

export type Reply = {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** The canonical page path whose content this reply carries, when it is a page of the plan. */
  page?: string;
};

const html = { 'content-type': 'text/html; charset=utf-8' };
const xml = { 'content-type': 'application/xml; charset=utf-8' };

export function createSiteRoutes(plan: SitePlan, origin: string): (target: string) => Reply {
  const rendered = new Map<string, string>();
  const [part1, part2] = specialPaths.sitemapParts;
  const fixed: Record<string, () => Reply> = {
    [specialPaths.robots]: () => ({
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      // A group for another bot that forbids everything: SiteSageBot must follow the `*` group.
      body: robotsTxt(
        [
          { agents: ['*'], disallow: [specialPaths.disallowedPrefix] },
          { agents: ['GrumpyBot'], disallow: ['/'] },
        ],
        [`${origin}${specialPaths.sitemapIndex}`],
      ),
    }),
    [specialPaths.sitemapIndex]: () => ({
      status: 200,
      headers: xml,
      body: sitemapIndexXml(specialPaths.sitemapParts.map((path) => `${origin}${path}`)),
    }),
    [part1]: () => ({
      status: 200,
      headers: xml,
      body: urlsetXml(plan.sitemapParts[0].map((p) => origin + p)),
    }),
    [part2]: () => ({
      status: 200,
      headers: { 'content-type': 'application/x-gzip' },
      body: gzipSync(urlsetXml(plan.sitemapParts[1].map((p) => origin + p))),
    }),
    [specialPaths.catalogPdf]: () => ({
      status: 200,
      headers: { 'content-type': 'application/pdf' },
      body: tinyPdf(`${shopName} 2026 catalogue`),
    }),
    [specialPaths.logoPng]: () => ({
      status: 200,
      headers: { 'content-type': 'image/png' },
      body: solidPng(32, [36, 69, 47]),
    }),
    [specialPaths.jsOnly]: () => ({ status: 200, headers: html, body: jsOnlyPage() }),
    [specialPaths.forbidden]: () => ({
      status: 403,
      headers: html,
      body: errorPage(origin, 403, 'Members only', 'Sign in to see member prices.'),
    }),
  };

  return (target) => {
    const { pathname } = new URL(target, 'http://fixture.invalid');
    // Trailing-slash spellings answer with the same page, as many real servers do: only URL
    // normalisation in the crawler keeps them from being stored twice.
    const path = pagePath(pathname);

    const handler = fixed[pathname];
    if (handler) return handler();
    const redirect = plan.redirects.find((rule) => rule.from === pathname);
    if (redirect) {
      // Permanent moves name the full URL, temporary ones a path, as servers in the wild mix them.
      const permanent = redirect.status === 301 || redirect.status === 308;
      const location = permanent ? `${origin}${redirect.to}` : redirect.to;
      return {
        status: redirect.status,
        headers: { ...html, location },
        body: `<a href="${location}">Moved</a>`,
      };
    }
    const day = /^\/calendar\/(\d{4}-\d{2}-\d{2})$/.exec(path)?.[1];
    if (day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      return { status: 200, headers: html, body: calendarPage(origin, new Date(`${day}T00:00:00Z`)) };
    }
    const page = plan.pages.get(path);
    if (page) {
      let body = rendered.get(path);
      if (body === undefined) {
        body = renderPage(plan, page, origin);
        rendered.set(path, body);
      }
      return { status: 200, headers: html, body, page: path };
    }
    return {
      status: 404,
      headers: html,
      body: errorPage(origin, 404, 'Page not found', 'This page has moved or the offer has ended.'),
    };
  };
}
