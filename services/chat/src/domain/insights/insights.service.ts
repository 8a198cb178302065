import type { Clock } from '../../clock.js';
import type { InsightsRepository } from '../../db/insights.repository.js';
import { weakAnswerBelow } from '../answering/answer-match.fns.js';
import { gatherGroups } from '../unanswered/unanswered-groups.fns.js';
import type { TextGrouper } from '../unanswered/unanswered.service.js';
import {
  checkInsightsDays,
  checkTimeZone,
  fillDays,
  fillHours,
  insightsPeriod,
  maxGroupedQuestions,
  topQuestionsShown,
  type InsightsDayCounts,
} from './insights.fns.js';

export type InsightsServiceDeps = {
  clock: Clock;
  insights: InsightsRepository;
  groupTexts: TextGrouper;
};

export type TopQuestion = { question: string; examples: string[]; count: number; lastAskedAt: Date };

export type AgentInsights = {
  since: Date;
  until: Date;
  timeZone: string;
  days: InsightsDayCounts[];
  hours: Array<{ hour: number; questions: number }>;
  topQuestions: TopQuestion[];
  questions: number;
  groupedQuestions: number;
};

export type InsightsService = ReturnType<typeof createInsightsService>;

/**
 * One agent's insights over its last 7 or 30 days in the owner's time zone. The counts are the
 * database's aggregates; the top questions are the window's latest questions grouped by meaning
 * exactly as the unanswered loop groups them (ingestion's GroupTexts, then gatherGroups).
 */
export function createInsightsService({ clock, insights, groupTexts }: InsightsServiceDeps) {
  async function topQuestions(latest: Awaited<ReturnType<InsightsRepository['latestQuestions']>>) {
    if (latest.length === 0) return [];
    const groupOf = await groupTexts(latest.map((question) => question.content));
    // gatherGroups takes the loop's askings; what made one wait plays no part in grouping or counting.
    const askings = latest.map((question) => ({
      ...question,
      declined: false,
      escalate: false,
      weak: false,
      person: false,
    }));
    return gatherGroups(askings, groupOf)
      .slice(0, topQuestionsShown)
      .map((group) => ({
        question: group.question,
        examples: group.examples,
        count: group.count,
        lastAskedAt: group.lastAskedAt,
      }));
  }

  return {
    async getInsights(
      projectId: string,
      request: { days: number; timeZone: string },
    ): Promise<AgentInsights> {
      const days = checkInsightsDays(request.days);
      const period = insightsPeriod(clock(), days, checkTimeZone(request.timeZone));
      const window = { projectId, since: period.since, until: period.until, timeZone: period.timeZone };
      const [conversations, replies, hours, latest] = await Promise.all([
        insights.conversationsByDay(window),
        insights.repliesByDay(window, weakAnswerBelow),
        insights.questionsByHour(window),
        insights.latestQuestions(window, maxGroupedQuestions),
      ]);
      const filledHours = fillHours(hours);
      return {
        since: period.since,
        until: period.until,
        timeZone: period.timeZone,
        days: fillDays(period.days, conversations, replies),
        hours: filledHours,
        topQuestions: await topQuestions(latest),
        questions: filledHours.reduce((sum, hour) => sum + hour.questions, 0),
        groupedQuestions: latest.length,
      };
    },
  };
}
