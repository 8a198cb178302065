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

/** The quotas of the owner's plan, labelled, in reading order. */
export function shownQuotas(usage: Usage): ShownQuota[] {
  return QUOTAS.map(({ key, label }) => ({ key, label, quota: usage[key] }));
}

export type UsageNotice = {
  key: string;
  level: 'near' | 'full';
  text: string;
  /** Where the owner acts on it, when that is not the plan page. */
  action?: { to: string; label: string };
};

/** More agents than the plan allows (after a downgrade): the ones beyond it are paused, not deleted. */
function pausedAgentsNotice(quota: Quota): UsageNotice {
  const paused = quota.used - quota.limit;
  return {
    key: 'agents',
    level: 'full',
    text: `Agents: ${String(quota.used)} of ${String(quota.limit)}. ${paused === 1 ? '1 agent is' : `${String(paused)} agents are`} paused and not answering visitors; nothing is deleted. Choose which agents stay, or upgrade your plan.`,
    action: { to: '/admin/projects', label: 'Choose agents' },
  };
}

/** One sentence per quota at or above 80 % of its limit; the full ones first. */
export function usageNotices(quotas: readonly ShownQuota[]): UsageNotice[] {
  const notices = quotas.flatMap(({ key, label, quota }): UsageNotice[] => {
    if (key === 'agents' && quota.used > quota.limit) return [pausedAgentsNotice(quota)];
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
