/**
 * A host as a CSP host-source may name it: dot-separated labels of letters, digits and inner
 * hyphens (an IPv4 address is such a name too). Anything else — `*`, `;`, quotes, spaces — could
 * widen or end the directive, so a stored site address holding it (saved before the projects
 * service checked host names strictly) frames nothing but SiteSage.
 */
const cspHost =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * Who may frame an agent's chat page (SECURITY F8): SiteSage itself (the demo page and the
 * owner's preview) and the agent's own site — its host, the host without `www.`, and their
 * subdomains — so a stranger's page cannot put the chat inside theirs. An agent without a site
 * address can be framed anywhere, as before one was known.
 */
export function frameAncestorsFor(siteUrl: string): string[] {
  if (siteUrl === '') return ['*'];
  let site: URL;
  try {
    site = new URL(siteUrl);
  } catch {
    return ["'self'"];
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:') return ["'self'"];
  const port = site.port === '' ? '' : `:${site.port}`;
  const host = site.hostname.replace(/^www\./, '');
  if (!cspHost.test(host)) return ["'self'"];
  // A site served over http is usually also served over https; never the other way round.
  const schemes = site.protocol === 'http:' ? ['http', 'https'] : ['https'];
  const isAddress = /^[\d.]+$/.test(host);
  const hosts = isAddress ? [host] : [host, `*.${host}`];
  return ["'self'", ...schemes.flatMap((scheme) => hosts.map((name) => `${scheme}://${name}${port}`))];
}
