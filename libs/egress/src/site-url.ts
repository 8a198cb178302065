import { AppError } from '@sitesage/errors';
import blockedDomainsFile from './blocked-domains.json' with { type: 'json' };
import { isIpLiteral } from './ip-address.fns.js';

export const invalidSiteUrlMessage = 'Invalid URL. Please enter a valid website URL.';
export const blockedDomainMessage = (host: string) => `Blocked domain: ${host}`;

export type BlockedDomainCategory = keyof typeof blockedDomainsFile.categories;

/** Every blocked domain with the category it is listed under (one data file: blocked-domains.json). */
export const blockedDomains: ReadonlyMap<string, BlockedDomainCategory> = new Map(
  Object.entries(blockedDomainsFile.categories).flatMap(([category, domains]) =>
    domains.map((domain) => [domain.toLowerCase(), category as BlockedDomainCategory] as const),
  ),
);

/**
 * The blocked-list category of a host: the host or any parent domain of it is listed (so
 * mail.google.com is blocked by google.com and x.gov.in by gov.in, but notgoogle.com is not).
 */
export function blockedCategoryOf(hostname: string): BlockedDomainCategory | undefined {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  for (let start = 0; start < labels.length; start += 1) {
    const category = blockedDomains.get(labels.slice(start).join('.'));
    if (category) return category;
  }
  return undefined;
}

const maxUrlLength = 2048;
const maxHostnameLength = 253;
/**
 * One DNS label as a host name may spell it (RFC 1123): letters, digits and inner hyphens, 1–63
 * characters. The WHATWG parser has already lower-cased the host and written an IDN as punycode
 * (`xn--…`), so this is all a real site's name can hold. The parser itself lets `*`, `;`, `'` and
 * more through, which must never reach a header built from the host (the chat page's CSP).
 */
const dnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name of letters, digits and hyphens in dot-separated labels, within DNS length limits. */
export function isDnsHostname(hostname: string): boolean {
  return hostname.length <= maxHostnameLength && hostname.split('.').every((label) => dnsLabel.test(label));
}

/**
 * The website address an owner typed, checked and normalised (spec §5): https:// is tried when the
 * scheme is missing; only http and https; no user name or password; the host must have a dot and
 * be a plain DNS name (letters, digits, hyphens: no `*`, `;` or other punctuation)
 * (IP addresses pass here: whether they may be fetched is the egress rules' business); hosts on
 * the blocked list, and their subdomains, are refused. Host lower case, IDN as punycode, trailing
 * dot and fragment dropped. Errors are INVALID_ARGUMENT naming `field`.
 */
export function parseSiteUrl(input: string, field = 'url'): string {
  const invalid = () => AppError.invalid(field, invalidSiteUrlMessage);
  const text = input.trim();
  if (!text || text.length > maxUrlLength || /\s/.test(text)) throw invalid();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw invalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid();
  if (url.username || url.password) throw invalid();
  const hostname = url.hostname.replace(/\.$/, '');
  const labels = hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) throw invalid();
  const isAddress = isIpLiteral(hostname);
  if (!isAddress && !isDnsHostname(hostname)) throw invalid();
  if (!isAddress && blockedCategoryOf(hostname)) {
    throw AppError.invalid(field, blockedDomainMessage(hostname));
  }
  url.hostname = hostname;
  url.hash = '';
  return url.href;
}

/** A readable site name from a host: 'www.acme-tools.co.uk' → 'acme-tools.co.uk'. */
export const siteHostName = (hostname: string): string => hostname.replace(/\.$/, '').replace(/^www\./i, '');
