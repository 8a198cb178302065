import type { CurrentAccount, Quota } from './billing.types';
import { usageLevel } from './usage-level.fns';

type Usage = CurrentAccount['usage'];

/** The quotas shown to the owner, in the order they read them. */
const QUOTAS = [
  { key: 'agents', label: 'Agents' },
  { key: 'conversations', label: 'Conversations this cycle' },
  { key: 'training_sets', label: 'Training sets' },
] as const satisfies readonly { key: keyof Usage; label: string }[];

export type ShownQuota = { key: keyof Usage; label: string; quota: Quota };

/** The quotas billing reported, labelled; one it did not report is left out, not shown as 0. */
export function shownQuotas(usage: Usage): ShownQuota[] {
  return QUOTAS.flatMap(({ key, label }) => {
    const quota = usage[key];
    return quota === undefined ? [] : [{ key, label, quota }];
  });
}

export type UsageNotice = { key: string; level: 'near' | 'full'; text: string };

/** One sentence per quota at or above 80 % of its limit; the full ones first. */
export function usageNotices(quotas: readonly ShownQuota[]): UsageNotice[] {
  const notices = quotas.flatMap(({ key, label, quota }) => {
    const level = usageLevel(quota.used, quota.limit);
    if (level === 'ok') return [];
    const figures = `${quota.used.toLocaleString('en-IN')} of ${quota.limit.toLocaleString('en-IN')}`;
    const text =
      level === 'full'
        ? `${label}: ${figures} used, the limit of your plan. Upgrade your plan for more.`
        : `${label}: ${figures} used, 80% or more of your plan's limit.`;
    return [{ key, level, text }];
  });
  return [...notices.filter((n) => n.level === 'full'), ...notices.filter((n) => n.level === 'near')];
}
