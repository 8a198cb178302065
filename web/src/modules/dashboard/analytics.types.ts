/** `action`: Answered | Question asked | Declined | Needs attention. */
export type RecentActivity = {
  message: string;
  action: string;
  timestamp: string | number;
  /** The agent and conversation the question belongs to (absent in older answers). */
  project_id?: string;
  session_id?: string;
};

/** The owner was told that the month's conversations reached `threshold` percent of the plan's. */
export type UsageNotice = { threshold: number; used: number; limit: number; created_at: string };

/** The month's conversations across the owner's agents, against the plan's limit. */
export type ConversationUsage = { month: string; used: number; limit: number; notices: UsageNotice[] };

/** GET users/analytics: the owner's totals across all their agents. */
export type Analytics = {
  total_projects: number;
  total_sessions: number;
  total_responses: number;
  total_active_sessions: number;
  recent_activity: RecentActivity[];
  conversation_usage?: ConversationUsage;
};
