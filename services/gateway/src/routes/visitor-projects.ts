import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServiceClients } from '../clients.js';

/** What a visitor's chat call needs to know about the agent it names; never sent to the browser. */
export type VisitorProject = {
  /** Internal id: the chat service's project key. */
  id: string;
  slug: string;
  ownerId: string;
  plan: string;
  name: string;
  description: string;
  botName: string;
  siteUrl: string;
  requireUserDetails: boolean;
  /** The websites that may show the chat (the chat page's frame-ancestors). */
  allowedHosts: string[];
  allowLocalhost: boolean;
  /** Where a visitor asking for a person is sent ('' when not set). */
  contactEmail: string;
  contactWhatsapp: string;
  /** Above the owner's plan limit: visitor calls are refused (visitor-refusals.ts). */
  paused: boolean;
};

/** How long a resolved agent is reused: a plan change or a deletion shows up within this. */
const ttlMs = 10_000;
const maxEntries = 5_000;

/**
 * Resolves the public slug a visitor's browser names (embed code, /bot/{id}) to the agent and its
 * owner's plan: two service calls, kept for a few seconds because every chat message needs them.
 * An unknown slug is the projects service's 'Project not found' and is not kept.
 */
export function createVisitorProjects(
  { projects, auth }: Pick<ServiceClients, 'projects' | 'auth'>,
  now: () => number = Date.now,
) {
  const cache = new Map<string, { project: VisitorProject; expiresAt: number }>();

  async function resolveVisitorProject(request: FastifyRequest, slug: string): Promise<VisitorProject> {
    const cached = cache.get(slug);
    if (cached && cached.expiresAt > now()) return cached.project;
    const ids = { requestId: request.id };
    const found = await projects.GetVisitorProject({ project_id: slug }, ids);
    const { plan } = await auth.GetPlan({ user_id: found.user_id }, ids);
    const project: VisitorProject = {
      id: found.id,
      slug: found.project_id,
      ownerId: found.user_id,
      plan,
      name: found.name,
      description: found.description,
      botName: found.bot_name,
      siteUrl: found.site_url,
      requireUserDetails: found.require_user_details,
      allowedHosts: found.allowed_hosts,
      allowLocalhost: found.allow_localhost,
      contactEmail: found.contact_email,
      contactWhatsapp: found.contact_whatsapp,
      paused: found.paused,
    };
    cache.delete(slug);
    cache.set(slug, { project, expiresAt: now() + ttlMs });
    // Map keeps insertion order: the first key is the oldest entry.
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value ?? '');
    return project;
  }

  /**
   * Drops an agent its owner just changed through this gateway, so its next chat page here frames
   * by the new allowed websites at once (other gateways see the change within the cache's 10 s).
   */
  function forget(slug: string): void {
    cache.delete(slug);
  }

  return Object.assign(resolveVisitorProject, { forget });
}

export type ResolveVisitorProject = ReturnType<typeof createVisitorProjects>;

/**
 * Who a visitor is for per-visitor message budgets: their address, hashed so that no raw address
 * leaves the gateway or sits in Redis.
 */
export function visitorKey(request: FastifyRequest): string {
  return createHash('sha256').update(`visitor:${request.ip}`).digest('base64url').slice(0, 22);
}

// City headers set by common proxies and CDNs; only read when the gateway trusts its proxy.
const cityHeaders = ['cf-ipcity', 'x-vercel-ip-city', 'x-appengine-city', 'x-geo-city'] as const;

/** The visitor's city when a trusted proxy in front of the gateway says it; otherwise empty. */
export function visitorCity(request: FastifyRequest, trustProxy: boolean): string {
  if (!trustProxy) return '';
  for (const name of cityHeaders) {
    const value = request.headers[name];
    if (typeof value !== 'string' || value === '') continue;
    try {
      // Some proxies percent-encode non-ASCII names (São Paulo → S%C3%A3o%20Paulo).
      return decodeURIComponent(value).slice(0, 100);
    } catch {
      return value.slice(0, 100);
    }
  }
  return '';
}
