/**
 * Politeness shared by every process that fetches from a site (the crawl's workers and the
 * sitemap generator): at most a configured number of requests to one host at a time, and none at
 * all while the site has asked us to wait (429/503 with Retry-After). The Redis adapter is
 * `src/redis/host-gate.ts`.
 */
export type HostGate = {
  /** A slot, or how long to wait before asking again. */
  acquire(host: string, holder: string): Promise<{ ok: true } | { ok: false; waitMs: number }>;
  release(host: string, holder: string): Promise<void>;
  /** Nobody fetches from this host for `seconds`. */
  pause(host: string, seconds: number): Promise<void>;
};
