import { AppError } from '@sitesage/errors';
import { checkTarget, isEgressError, parseSiteUrl, siteHostName, type EgressPolicy } from '@sitesage/egress';
import type { KnowledgeBaseType } from '../../db/database.js';
import type { SourceFilter } from '../../db/resources.repository.js';
import { isFailureCode } from './failure-codes.js';

export const knowledgeBaseTypes = ['WEBSITE', 'URL', 'SITEMAP', 'FILE', 'QA'] as const;
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
  qaHasNoSources: 'A Q&A set holds questions and answers, not pages or files',
  notRetryable:
    'Trying this source again would meet the same answer; change its address or retrain the set instead',
} as const;

/**
 * Training sets per owner by plan: the figures billing's catalogue shows on the plan page (spec §3:
 * Basic 100, Pro 500, Enterprise 500+), so the usage bar and the refusal agree; unknown plans none.
 */
const planLimits: Record<string, number> = { FREE: 100, BASIC: 100, PRO: 500, ENTERPRISE: 1_000 };
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

const sourceStatuses = ['Processing', 'Completed', 'Failed'] as const;
export const maxSourceSearchLength = 200;

/**
 * The sources list's filters, each checked: a status of the spec's three, a failure kind the
 * crawler records, words of at most 200 characters. Empty values filter nothing.
 */
export function parseSourceFilter(input: {
  status: string;
  search: string;
  reasonCode: string;
}): SourceFilter {
  const filter: SourceFilter = {};
  const status = input.status.trim();
  if (status) {
    const match = sourceStatuses.find((known) => known.toLowerCase() === status.toLowerCase());
    if (!match) throw AppError.invalid('status', 'Status must be Processing, Completed or Failed');
    filter.status = match;
  }
  const search = input.search.replace(/\s+/g, ' ').trim();
  if (search.length > maxSourceSearchLength) {
    throw AppError.invalid('search', `Search must be at most ${String(maxSourceSearchLength)} characters`);
  }
  if (search) filter.search = search;
  const reasonCode = input.reasonCode.trim();
  if (reasonCode) {
    if (!isFailureCode(reasonCode)) throw AppError.invalid('reason_code', 'Unknown failure reason');
    filter.reasonCode = reasonCode;
  }
  return filter;
}
