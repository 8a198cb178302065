import type { Insights } from '@sitesage/contracts';
import type { AgentInsights } from '../domain/insights/insights.service.js';

export function toInsights(insights: AgentInsights): Insights {
  return {
    since: insights.since.toISOString(),
    until: insights.until.toISOString(),
    time_zone: insights.timeZone,
    days: insights.days,
    hours: insights.hours,
    top_questions: insights.topQuestions.map((question) => ({
      question: question.question,
      examples: question.examples,
      count: question.count,
      last_asked_at: question.lastAskedAt.toISOString(),
    })),
    questions: insights.questions,
    grouped_questions: insights.groupedQuestions,
  };
}
