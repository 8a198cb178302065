import type { ConversationUsage__Output } from '@sitesage/contracts';

/** The owner's billing cycle of conversations as the dashboard reads it. */
export function conversationUsageToJson(usage: ConversationUsage__Output) {
  return {
    month: usage.month,
    cycle_start: usage.cycle_start,
    cycle_end: usage.cycle_end,
    used: usage.conversations,
    limit: usage.quota,
    notices: usage.notices.map((notice) => ({
      threshold: notice.threshold,
      used: notice.conversations,
      limit: notice.quota,
      created_at: notice.created_at,
    })),
  };
}
