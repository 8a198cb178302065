import { AppError } from '@sitesage/errors';
import { isDnsHostname, isIpLiteral } from '@sitesage/egress';

/**
 * The websites that may show an agent's chat (its "Allowed websites"): the chat page's
 * frame-ancestors and the embed loader's check are built from this list. Each entry is a host
 * name (`shop.example.com`), a subdomain wildcard (`*.example.com`, the subdomains only) or an IPv4
 * address, each with an optional port. A longer list would make every chat page's header long and
 * is not what one agent on a few sites needs.
 */
export const allowedHostsLimit = 20;
export const allowedHostsField = 'allowed_hosts';

const port = /^(?:[1-9]\d{0,4})$/;

/** Why an entry was refused, naming it, so the owner sees which one to fix. */
const notAHost = (entry: string) =>
  AppError.invalid(
    allowedHostsField,
    `“${entry.slice(0, 80)}” is not a website address. Use a host name such as shop.example.com, ` +
      'a subdomain wildcard such as *.example.com, or either with a port (staging.example.com:8080).',
  );

function checkedPort(text: string | undefined, entry: string): string {
  if (text === undefined) return '';
  if (!port.test(text) || Number(text) > 65_535) throw notAHost(entry);
  return `:${text}`;
}

/**
 * One entry as the owner typed it, normalised (trimmed, lower case, trailing dot dropped), or an
 * INVALID_ARGUMENT naming `allowed_hosts`. Schemes, paths, user names, a bare `*`, wildcards
 * anywhere but the first label, and `localhost` (which has its own switch) are refused: any of
 * them would reach the chat page's Content-Security-Policy as something else than one site.
 */
export function normaliseAllowedHost(input: string): string {
  const entry = input.trim().toLowerCase();
  const match = /^(\*\.)?([^:]+)(?::([^:]*))?$/.exec(entry);
  if (match === null) throw notAHost(input.trim());
  const [, wildcard, rawName = '', rawPort] = match;
  const name = rawName.replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) {
    throw AppError.invalid(
      allowedHostsField,
      'localhost is not listed here: turn on “Allow testing on localhost” instead.',
    );
  }
  const isAddress = isIpLiteral(name) && /^[\d.]+$/.test(name);
  const labels = name.split('.');
  // Two labels at least (like a site address): `*.com` or a bare `shop` would name far too much or nothing.
  if (!isAddress && (labels.length < 2 || !isDnsHostname(name) || /^\d+$/.test(labels.at(-1) ?? ''))) {
    throw notAHost(input.trim());
  }
  if (isAddress && wildcard !== undefined) throw notAHost(input.trim());
  return `${wildcard ?? ''}${name}${checkedPort(rawPort, input.trim())}`;
}

/** The owner's whole list: each entry normalised, duplicates dropped, at most 20. */
export function normaliseAllowedHosts(entries: readonly string[]): string[] {
  const hosts = [...new Set(entries.filter((entry) => entry.trim() !== '').map(normaliseAllowedHost))];
  if (hosts.length > allowedHostsLimit) {
    throw AppError.invalid(allowedHostsField, `At most ${allowedHostsLimit} websites can be allowed.`);
  }
  return hosts;
}

/**
 * The list an agent has until its owner changes it: its own site — the host without `www.` and
 * every subdomain, so both `shop.example.com` and `www.shop.example.com` work — with the site's
 * port. No site, no entries: then any website may show the chat, as it could before a site was known.
 */
export function defaultAllowedHosts(siteUrl: string): string[] {
  if (siteUrl === '') return [];
  let site: URL;
  try {
    site = new URL(siteUrl);
  } catch {
    return [];
  }
  const portPart = site.port === '' ? '' : `:${site.port}`;
  const host = site.hostname.replace(/^www\./, '');
  try {
    const bare = normaliseAllowedHost(`${host}${portPart}`);
    return isIpLiteral(host) ? [bare] : [bare, normaliseAllowedHost(`*.${host}${portPart}`)];
  } catch {
    // A site saved before host names were checked strictly: its owner adds the sites by hand.
    return [];
  }
}
