import type { Clock } from '../../clock.js';
import type { MessagesRepository } from '../../db/messages.repository.js';
import type { SessionsRepository } from '../../db/sessions.repository.js';
import {
  activeSessionWindowMs,
  activityAction,
  recentActivityLimit,
  requestedProjectIds,
  shortenMessage,
  type ActivityAction,
} from './analytics.fns.js';

export type AnalyticsServiceDeps = {
  clock: Clock;
  sessions: Pick<SessionsRepository, 'countSessions' | 'countSessionsByProject'>;
  messages: Pick<
    MessagesRepository,
    'countActiveSessions' | 'countResponses' | 'countResponsesByProject' | 'findRecentQuestions'
  >;
};

export type Activity = {
  projectId: string;
  sessionId: string;
  message: string;
  action: ActivityAction;
  at: Date;
};

export type ProjectAnalytics = {
  totalSessions: number;
  totalActiveSessions: number;
  totalResponses: number;
  /** Newest first, at most recentActivityLimit. */
  recentActivity: Activity[];
};

/**
 * The owner's dashboard figures over the projects the caller names (the gateway names the
 * owner's own). Nothing here decides whose projects they are: an empty list is all zeros.
 */
export function createAnalyticsService({ clock, sessions, messages }: AnalyticsServiceDeps) {
  return {
    async getAnalytics(projectIds: readonly string[]): Promise<ProjectAnalytics> {
      const ids = requestedProjectIds(projectIds);
      if (ids.length === 0) {
        return { totalSessions: 0, totalActiveSessions: 0, totalResponses: 0, recentActivity: [] };
      }
      const activeSince = new Date(clock().getTime() - activeSessionWindowMs);
      const [totalSessions, totalActiveSessions, totalResponses, questions] = await Promise.all([
        sessions.countSessions(ids),
        messages.countActiveSessions(ids, activeSince),
        messages.countResponses(ids),
        messages.findRecentQuestions(ids, recentActivityLimit),
      ]);
      return {
        totalSessions,
        totalActiveSessions,
        totalResponses,
        recentActivity: questions.map((question) => ({
          projectId: question.projectId,
          sessionId: question.sessionId,
          message: shortenMessage(question.content),
          action: activityAction(question),
          at: question.createdAt,
        })),
      };
    },

    /** One count per distinct id asked about, in the order asked; 0 for a project without sessions. */
    /** Sessions and replies per project, for the owner's agent cards. */
    async countSessions(
      projectIds: readonly string[],
    ): Promise<{ projectId: string; sessions: number; responses: number }[]> {
      const ids = requestedProjectIds(projectIds);
      const [sessionCounts, responseCounts] = await Promise.all([
        sessions.countSessionsByProject(ids),
        messages.countResponsesByProject(ids),
      ]);
      return ids.map((projectId) => ({
        projectId,
        sessions: sessionCounts.get(projectId) ?? 0,
        responses: responseCounts.get(projectId) ?? 0,
      }));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
