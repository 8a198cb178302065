import type { PlanUsage, Quota } from './billing.types';
import { usageLevel } from './usage-level.fns';

/** The quotas shown to the owner, in the order they read them. */
export const QUOTAS = [
  { key: 'agents', label: 'Agents' },
  { key: 'conversations', label: 'Conversations this cycle' },
  { key: 'training_sets', label: 'Training sets' },
] as const satisfies readonly { key: keyof PlanUsage; label: string }[];

export type UsageNotice = { key: string; level: 'near' | 'full'; text: string };

/** One sentence per quota at or above 80 % of its limit; the full ones first. */
export function usageNotices(usage: PlanUsage): UsageNotice[] {
  const notices = QUOTAS.flatMap(({ key, label }) => {
    const quota: Quota = usage[key];
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
