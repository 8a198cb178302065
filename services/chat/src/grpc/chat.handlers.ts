import type { Analytics, ChatServiceHandlers } from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import type { AnalyticsService, ProjectAnalytics } from '../domain/analytics/analytics.service.js';

export type ChatServices = {
  analytics: AnalyticsService;
};

function toAnalytics(analytics: ProjectAnalytics): Analytics {
  return {
    total_sessions: analytics.totalSessions,
    total_active_sessions: analytics.totalActiveSessions,
    total_responses: analytics.totalResponses,
    recent_activity: analytics.recentActivity.map((activity) => ({
      message: activity.message,
      action: activity.action,
      timestamp: activity.at.toISOString(),
      project_id: activity.projectId,
    })),
  };
}

/** proto → domain call → proto. No rules here: they live in the domain services. */
export function chatHandlers({ analytics }: ChatServices): Implementation<ChatServiceHandlers> {
  return {
    GetAnalytics: async (req) => toAnalytics(await analytics.getAnalytics(req.project_ids)),
    CountSessions: async (req) => {
      const counts = await analytics.countSessions(req.project_ids);
      return { counts: counts.map(({ projectId, sessions }) => ({ project_id: projectId, sessions })) };
    },
  };
}
