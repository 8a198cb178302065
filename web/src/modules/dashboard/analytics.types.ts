import type { ApiReply } from '../../api/http-contract';

/** GET users/analytics: the owner's totals across all their agents (the HTTP contract's). */
export type Analytics = ApiReply<'/users/analytics', 'get'>;

/**
 * `action`: Answered | Question asked | Declined | Needs attention; `project_id` and `session_id`:
 * the agent and conversation the question belongs to (absent in older answers).
 */
export type RecentActivity = Analytics['recent_activity'][number];

/** The billing cycle's conversations across the owner's agents, against the plan's limit. */
export type ConversationUsage = NonNullable<Analytics['conversation_usage']>;

/** The owner was told that the cycle's conversations reached `threshold` percent of the plan's. */
export type UsageNotice = ConversationUsage['notices'][number];
