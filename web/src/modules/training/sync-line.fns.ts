import type { KnowledgeBase } from './training.types';

type SyncFields = Pick<
  KnowledgeBase,
  | 'type'
  | 'last_synced_at'
  | 'next_sync_at'
  | 'sync_changed'
  | 'sync_added'
  | 'sync_removed'
  | 'sync_every_days'
>;

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const shown = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : WHEN.format(date);
};

/** Only sets read from a site are synced with it. */
export const isSyncable = (set: Pick<KnowledgeBase, 'type'>) =>
  set.type === 'WEBSITE' || set.type === 'SITEMAP';

const EVERY: Record<number, string> = { 1: 'daily', 7: 'weekly', 30: 'monthly' };

/** How often the owner's plan syncs the set, as the pricing and plan pages state it. */
export function syncFrequency(set: Pick<KnowledgeBase, 'sync_every_days'>): string {
  if (set.sync_every_days === 0) return 'by hand only on your plan (Sync now)';
  return `${EVERY[set.sync_every_days] ?? `every ${String(set.sync_every_days)} days`} on your plan`;
}

/**
 * "Last synced …, next …, N changed, M new, K removed": when the set was last read from its site,
 * when it will be next (or that the plan syncs by hand only), and what the last run changed.
 * Empty for sets not read from a site, and before the first run has finished.
 */
export function syncLine(set: SyncFields): string {
  if (!isSyncable(set) || set.last_synced_at === '') return '';
  const next = set.next_sync_at === '' ? 'by hand only' : shown(set.next_sync_at);
  return (
    `Last synced ${shown(set.last_synced_at)}, next ${next}, ` +
    `${String(set.sync_changed)} changed, ${String(set.sync_added)} new, ${String(set.sync_removed)} removed`
  );
}
