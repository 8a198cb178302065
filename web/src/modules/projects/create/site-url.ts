export type SiteAddress = {
  /** The address as sent to the server, with its scheme. */
  url: string;
  host: string;
  /** The new agent's name: the host without a leading "www.". */
  name: string;
};

export type SiteUrlResult = { ok: true; site: SiteAddress } | { ok: false; error: string };

export const INVALID_URL_MESSAGE = 'Invalid URL. Please enter a valid website URL.';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Reads the creation form's address (spec §5): https:// is assumed when no scheme is given; only
 * http and https are websites; a host without a dot ("localhost", "intranet") is not one. Blocked
 * domains are the server's to refuse — it keeps the list.
 */
export function parseSiteUrl(input: string): SiteUrlResult {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, error: 'Website URL is required.' };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, error: INVALID_URL_MESSAGE };
  }
  const host = url.hostname.toLowerCase();
  const labels = host.split('.');
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    labels.length < 2 ||
    labels.some((label) => label === '') ||
    url.username !== '' ||
    url.password !== ''
  ) {
    return { ok: false, error: INVALID_URL_MESSAGE };
  }
  return { ok: true, site: { url: url.href, host, name: host.replace(/^www\./, '') } };
}
