import { createHash } from 'node:crypto';

const dayMs = 24 * 60 * 60_000;

/**
 * How often each plan re-syncs its website and sitemap sets (the pricing, plan and training pages
 * say the same). FREE and unknown plans sync by hand only (Sync now).
 */
const intervals: Record<string, number> = { BASIC: 30 * dayMs, PRO: 7 * dayMs, ENTERPRISE: dayMs };

export const syncIntervalMs = (plan: string): number | undefined => intervals[plan.toUpperCase()];

/** Only sets read from a site have anything to re-sync. */
export const isSyncable = (type: string) => type === 'WEBSITE' || type === 'SITEMAP';

/** A fixed offset within the interval, from the set's id: the same set always syncs at the same point of its cycle. */
export function syncOffsetMs(setId: string, intervalMs: number): number {
  const digest = createHash('sha256').update(setId).digest();
  return digest.readUIntBE(0, 6) % intervalMs;
}

/**
 * When a set synced under `plan` is next due, after a run started at `from`: its own slot of the
 * cycle (epoch + offset + k·interval), at least half an interval away, so sets spread over the
 * whole interval instead of all starting in the same minute, and a set never syncs twice in a
 * row because a crawl ended near its slot. Undefined when the plan syncs by hand only.
 */
export function nextSyncAt(setId: string, plan: string, from: Date): Date | undefined {
  const interval = syncIntervalMs(plan);
  if (interval === undefined) return undefined;
  const earliest = from.getTime() + interval / 2;
  const offset = syncOffsetMs(setId, interval);
  const cycles = Math.ceil((earliest - offset) / interval);
  return new Date(offset + cycles * interval);
}
