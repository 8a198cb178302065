import { lookup as dnsLookup } from 'node:dns/promises';
import { z } from 'zod';
import { variable } from '@sitesage/config';

/** One answer of a resolver. */
export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Resolves a host name to every address it has. Tests inject their own; production uses the OS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** An allow-list entry: a host on one port, or on any port when `port` is undefined. */
export type AllowedHost = { readonly host: string; readonly port: number | undefined };

/**
 * What egress may reach. Everything not allow-listed must be a public address on port 80 or 443;
 * allow-listed hosts are exempt from both rules (never from the scheme, credential, size, time or
 * redirect rules). The resolver is used at connect time, for every connection.
 */
export type EgressPolicy = {
  readonly allowHosts: readonly AllowedHost[];
  readonly lookup: Resolver;
};

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** Lower case, no brackets games: the host as the WHATWG URL parser writes it, without a trailing dot. */
export function normaliseHost(host: string): string | undefined {
  try {
    const parsed = new URL(`http://${host}/`).hostname;
    return parsed.endsWith('.') ? parsed.slice(0, -1) : parsed;
  } catch {
    return undefined;
  }
}

const entryPattern = /^(\[[0-9a-fA-F:.%]+\]|[^:[\]/@?#\s]+)(?::(\d{1,5}))?$/;

/** Parses `host` or `host:port` (`[::1]:8080` for IPv6). Undefined when the entry is malformed. */
export function parseAllowedHost(entry: string): AllowedHost | undefined {
  const match = entryPattern.exec(entry.trim());
  if (!match?.[1]) return undefined;
  const host = normaliseHost(match[1]);
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (!host || (port !== undefined && (port < 1 || port > 65_535))) return undefined;
  return { host, port };
}

/** Parses a comma-separated list; throws naming the first bad entry. */
export function parseAllowHosts(text: string): AllowedHost[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parsed = parseAllowedHost(entry);
      if (!parsed) throw new Error(`'${entry}' is not host or host:port`);
      return parsed;
    });
}

export function createEgressPolicy(
  options: { allowHosts?: readonly AllowedHost[] | string; lookup?: Resolver } = {},
): EgressPolicy {
  const { allowHosts = [], lookup = systemResolver } = options;
  return Object.freeze({
    allowHosts: Object.freeze(typeof allowHosts === 'string' ? parseAllowHosts(allowHosts) : [...allowHosts]),
    lookup,
  });
}

/** Whether host (normalised) on port is exempt from the address and port rules. */
export function isAllowListed(policy: EgressPolicy, host: string, port: number): boolean {
  return policy.allowHosts.some((entry) => entry.host === host && (entry.port ?? port) === port);
}

/** The configuration every service that fetches strangers' URLs includes in its shape. */
export const egressVariables = {
  allowHosts: variable(
    'CRAWL_ALLOW_HOSTS',
    z
      .string()
      .default('')
      .transform((text, context) => {
        try {
          return parseAllowHosts(text);
        } catch (error) {
          context.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    'Comma-separated host or host:port entries exempt from the egress rules (private addresses, ports other than 80/443). Leave empty in production; tests allow-list their loopback fixture site here.',
  ),
};
