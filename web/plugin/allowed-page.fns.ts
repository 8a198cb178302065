/** Who may show an agent's chat, as the public agent says (GET projects/project/{id}). */
export type ChatFraming = { hosts: string[]; localhost: boolean };

/** Reads the public agent's untrusted `allowed_hosts` / `allow_localhost`. */
export function chatFraming(project: { allowed_hosts?: unknown; allow_localhost?: unknown }): ChatFraming {
  const list = project.allowed_hosts;
  return {
    hosts: Array.isArray(list) ? list.filter((host): host is string => typeof host === 'string') : [],
    localhost: project.allow_localhost === true,
  };
}

/**
 * Whether the browser will let this page show the chat: the same test as the chat page's
 * frame-ancestors (gateway frame-ancestors.fns.ts). An entry without a port means the scheme's
 * default port, `*.name` only the subdomains of name; SiteSage's own pages always may, and an
 * agent with no list may be shown anywhere.
 */
export function mayShowChat(page: Location | URL, framing: ChatFraming, siteSageOrigin: string): boolean {
  if (page.origin === siteSageOrigin || framing.hosts.length === 0) return true;
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return false;
  const name = page.hostname;
  if (framing.localhost && (name === 'localhost' || name === '127.0.0.1')) return true;
  return framing.hosts.some((entry) => {
    const [host = '', port = ''] = entry.split(':');
    if (port !== page.port) return false;
    return host.startsWith('*.') ? name.endsWith(host.slice(1)) : name === host;
  });
}
