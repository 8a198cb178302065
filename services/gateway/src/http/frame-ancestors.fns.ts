/**
 * An allowed-website entry as a CSP host-source may name it: an optional `*.` and dot-separated
 * labels of letters, digits and inner hyphens (an IPv4 address is such a name too), with an
 * optional port. The projects service stores nothing else; anything else — `*` alone, `;`,
 * quotes, spaces — could widen or end the directive, so an entry holding it is left out.
 */
const cspHostSource =
  /^(?:\*\.)?(?=[^:]{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+(?::\d{1,5})?$/;

/** Pages on a developer's own machine, any port (the "Allow testing on localhost" switch). */
const localhostSources = ['localhost', '127.0.0.1'].flatMap((host) =>
  ['http', 'https'].map((scheme) => `${scheme}://${host}:*`),
);

/** Who may show an agent's chat, as the projects service keeps it for the agent. */
export type ChatFraming = { allowedHosts: readonly string[]; allowLocalhost: boolean };

/**
 * Who may frame an agent's chat page (SECURITY F8): SiteSage itself (the demo page and the
 * owner's preview), the agent's allowed websites over http or https, and localhost when the owner
 * allows testing there. An agent with no allowed websites can be framed anywhere, as before its
 * site was known; the Deploy tab says so.
 */
export function frameAncestorsFor({ allowedHosts, allowLocalhost }: ChatFraming): string[] {
  if (allowedHosts.length === 0) return ['*'];
  const sites = allowedHosts
    .filter((host) => cspHostSource.test(host))
    .flatMap((host) => [`https://${host}`, `http://${host}`]);
  return ["'self'", ...sites, ...(allowLocalhost ? localhostSources : [])];
}
