export type RecentActivity = { message: string; action: string; timestamp: string | number };

/** GET users/analytics: the owner's totals across all their agents. */
export type Analytics = {
  total_projects: number;
  total_sessions: number;
  total_responses: number;
  total_active_sessions: number;
  recent_activity: RecentActivity[];
};
