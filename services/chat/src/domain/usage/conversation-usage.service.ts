import type { Clock } from '../../clock.js';
import type { UsageNoticeRow, UsageRepository } from '../../db/usage.repository.js';
import { monthlyConversationQuota } from '../answering/conversation-quota.fns.js';

export type ConversationUsage = {
  /** YYYY-MM (UTC). */
  month: string;
  conversations: number;
  quota: number;
  notices: UsageNoticeRow[];
};

/**
 * The owner's view of the month's conversations: how many of the plan's are used, and the 80 % and
 * 100 % notices recorded when they were reached (see questions.repository.ts), for the dashboard.
 */
export function createConversationUsageService({ clock, usage }: { clock: Clock; usage: UsageRepository }) {
  return {
    async getUsage(ownerId: string, plan: string): Promise<ConversationUsage> {
      const at = clock();
      const [conversations, notices] = ownerId
        ? await Promise.all([usage.countConversations(ownerId, at), usage.listNotices(ownerId, at)])
        : [0, []];
      return {
        month: at.toISOString().slice(0, 7),
        conversations,
        quota: monthlyConversationQuota(plan),
        notices,
      };
    },
  };
}

export type ConversationUsageService = ReturnType<typeof createConversationUsageService>;
