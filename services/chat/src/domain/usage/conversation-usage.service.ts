import type { Clock } from '../../clock.js';
import type { UsageNoticeRow, UsageRepository } from '../../db/usage.repository.js';
import { monthlyConversationQuota } from '../answering/conversation-quota.fns.js';
import { calendarMonth, type QuotaWindows } from './quota-window.js';

export type ConversationUsage = {
  /** YYYY-MM (UTC) of the cycle's start. */
  month: string;
  cycleStart: Date;
  cycleEnd: Date;
  conversations: number;
  quota: number;
  notices: UsageNoticeRow[];
};

/**
 * The owner's view of the billing cycle's conversations: how many of the plan's are used, and the
 * 80 % and 100 % notices recorded when they were reached (see questions.repository.ts), for the
 * dashboard.
 */
export function createConversationUsageService({
  clock,
  usage,
  quotaWindows,
}: {
  clock: Clock;
  usage: UsageRepository;
  quotaWindows: QuotaWindows;
}) {
  return {
    async getUsage(ownerId: string, plan: string): Promise<ConversationUsage> {
      const at = clock();
      const window = ownerId ? await quotaWindows.windowAt(ownerId, at) : calendarMonth(at);
      const [conversations, notices] = ownerId
        ? await Promise.all([usage.countConversations(ownerId, window), usage.listNotices(ownerId, window)])
        : [0, []];
      return {
        month: window.start.toISOString().slice(0, 7),
        cycleStart: window.start,
        cycleEnd: window.end,
        conversations,
        quota: monthlyConversationQuota(plan),
        notices,
      };
    },
  };
}

export type ConversationUsageService = ReturnType<typeof createConversationUsageService>;
