/**
 * What a correct crawl of the fixture shop does, as absolute URLs computed from the plan, so tests
 * compare against data instead of hard-coded lists.
 */
import { hiddenText } from './page-bodies.fns.js';
import { jsOnlyText } from './page-layout.fns.js';
import { contactDetails, redirectDestination, specialPaths, type SitePlan } from './site-plan.fns.js';

/** Why a linked URL yields no indexed page. */
export type FailureKind = 'forbidden' | 'not-found' | 'redirect-loop' | 'js-only' | 'noindex';

export type FixtureExpectations = {
  /** Canonical URLs a WEBSITE crawl from the home page must index, each once (trap pages aside). */
  linkedPages: string[];
  /** Listed only in the sitemaps: a SITEMAP crawl indexes them, a WEBSITE crawl cannot find them. */
  sitemapOnlyPages: string[];
  /** Every `<loc>` of the two sitemap files (linked pages, sitemap-only pages, one disallowed page). */
  sitemapPages: string[];
  /** Linked from the home page but disallowed by robots.txt for every agent. */
  disallowedPages: string[];
  /** Redirecting URL → the page it finally lands on (the loop is in failingPages instead). */
  redirects: Record<string, string>;
  redirectHops: { from: string; to: string; status: number }[];
  failingPages: Record<string, FailureKind>;
  /** Page → the URL its `<link rel="canonical">` names: stored under the latter, never twice. */
  canonicalAliases: Record<string, string>;
  /** Links on the pages that are not web pages: PDF, PNG, mailto:, tel:, javascript:. */
  nonHtmlLinks: string[];
  /** The B6 page: its hidden sentences must not be stored, its visible one must. */
  hiddenText: { page: string; hidden: readonly string[]; visible: string };
  /** Text `/app` shows only when its script runs. */
  jsOnlyText: string;
  /** Path prefix of the endless calendar, and its first URL (linked from /events). */
  trapPrefix: '/calendar/';
  trapStart: string;
  robotsTxt: string;
  sitemapIndex: string;
};

export function expectationsFor(plan: SitePlan, origin: string): FixtureExpectations {
  const url = (path: string) => `${origin}${path}`;
  const redirects: Record<string, string> = {};
  const failingPages: Record<string, FailureKind> = {
    [url(specialPaths.forbidden)]: 'forbidden',
    [url(specialPaths.gone)]: 'not-found',
    [url(specialPaths.jsOnly)]: 'js-only',
    [url(specialPaths.noindex)]: 'noindex',
  };
  for (const rule of plan.redirects) {
    const destination = redirectDestination(plan, rule.from);
    if (destination === undefined) failingPages[url(rule.from)] = 'redirect-loop';
    else redirects[url(rule.from)] = url(destination);
  }
  const canonicalAliases: Record<string, string> = {};
  for (const page of plan.pages.values()) {
    if (page.canonicalOf) canonicalAliases[url(page.path)] = url(page.canonicalOf);
  }
  return {
    linkedPages: plan.linked.map(url),
    sitemapOnlyPages: plan.sitemapOnly.map(url),
    sitemapPages: [...plan.sitemapParts[0], ...plan.sitemapParts[1]].map(url),
    disallowedPages: plan.disallowed.map(url),
    redirects,
    redirectHops: plan.redirects.map((rule) => ({
      from: url(rule.from),
      to: url(rule.to),
      status: rule.status,
    })),
    failingPages,
    canonicalAliases,
    nonHtmlLinks: [
      url(specialPaths.catalogPdf),
      url(specialPaths.logoPng),
      `mailto:${contactDetails.email}`,
      `tel:${contactDetails.phone}`,
      'javascript:void(0)',
    ],
    hiddenText: { page: url(specialPaths.hiddenText), ...hiddenText },
    jsOnlyText,
    trapPrefix: specialPaths.trapPrefix,
    trapStart: url(specialPaths.calendarStart),
    robotsTxt: url(specialPaths.robots),
    sitemapIndex: url(specialPaths.sitemapIndex),
  };
}
