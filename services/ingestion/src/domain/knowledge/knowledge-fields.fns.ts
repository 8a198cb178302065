import { AppError } from '@sitesage/errors';
import { checkTarget, isEgressError, parseSiteUrl, siteHostName, type EgressPolicy } from '@sitesage/egress';
import type { KnowledgeBaseType } from '../../db/database.js';

export const knowledgeBaseTypes = ['WEBSITE', 'URL', 'SITEMAP', 'FILE'] as const;
export const maxUrlsPerRequest = 5;
export const maxTitleLength = 200;

export const messages = {
  noType: 'No training type selected',
  websiteRequired: 'Website URL is required',
  sitemapRequired: 'Sitemap URL is required',
  noUrls: 'Enter at least one URL',
  tooManyUrls: `At most ${String(maxUrlsPerRequest)} URLs can be added at a time`,
  knowledgeBaseNotFound: 'Training set not found',
  resourceNotFound: 'Training source not found',
  planLimit: 'You have reached the maximum number of training sets for your plan.',
} as const;

/** Training sets per owner by plan (spec §3: Basic 100, Pro 500, Enterprise 500+); unknown plans none. */
const planLimits: Record<string, number> = { FREE: 10, BASIC: 100, PRO: 500, ENTERPRISE: 5_000 };
export const knowledgeBaseLimitFor = (plan: string): number => planLimits[plan.toUpperCase()] ?? 0;

export function parseType(type: string): KnowledgeBaseType {
  const upper = type.trim().toUpperCase();
  if (!(knowledgeBaseTypes as readonly string[]).includes(upper))
    throw AppError.invalid('type', messages.noType);
  return upper as KnowledgeBaseType;
}

/**
 * A URL the crawler may visit: the spec's site rules (scheme added, blocked domains refused) plus the
 * egress rules that need no network (private and loopback addresses, odd ports), so an internal
 * target is refused here with a clear message instead of failing later in a worker.
 */
export function parseCrawlUrl(
  input: string,
  field: string,
  policy: EgressPolicy,
  requiredMessage: string,
): string {
  if (!input.trim()) throw AppError.invalid(field, requiredMessage);
  const url = parseSiteUrl(input, field);
  try {
    checkTarget(new URL(url), policy);
  } catch (error) {
    if (isEgressError(error)) throw AppError.invalid(field, error.message);
    throw error;
  }
  return url;
}

export function parseTitle(title: string, fallback: string): string {
  const text = title.replace(/\s+/g, ' ').trim() || fallback;
  if (!text) throw AppError.invalid('title', 'Title is required');
  if (text.length > maxTitleLength) {
    throw AppError.invalid('title', `Title must be at most ${String(maxTitleLength)} characters`);
  }
  return text;
}

export const hostTitle = (url: string) => siteHostName(new URL(url).hostname);

/** limit 1..100 (default 10), offset ≥ 0. */
export function pageOf(limit: number, offset: number): { limit: number; offset: number } {
  return { limit: limit > 0 ? Math.min(limit, 100) : 10, offset: Math.max(offset, 0) };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot name a row (and must not reach a uuid column as a 500). */
export const isId = (id: string) => uuidPattern.test(id);
