import type { AgentInsights, InsightsDay, InsightsWindow } from './insights.types';

export type InsightsTotals = Omit<InsightsDay, 'day'>;

/** The window's figures added up over its days. */
export function insightsTotals(days: readonly InsightsDay[]): InsightsTotals {
  return days.reduce<InsightsTotals>(
    (sum, day) => ({
      conversations: sum.conversations + day.conversations,
      answered: sum.answered + day.answered,
      declined: sum.declined + day.declined,
      weak: sum.weak + day.weak,
      escalations: sum.escalations + day.escalations,
    }),
    { conversations: 0, answered: 0, declined: 0, weak: 0, escalations: 0 },
  );
}

export const windowLabel = (days: InsightsWindow) => `the last ${String(days)} days`;

export const emptyWindowText = (days: InsightsWindow) => `No conversations in ${windowLabel(days)}`;

/**
 * A YYYY-MM-DD day as "23 Nov" (an axis) or "Mon 23 November" (a table, a sentence), read as
 * that calendar date whatever the browser's zone.
 */
export function dayLabel(day: string, style: 'short' | 'long' = 'short'): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    ...(style === 'long' ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
  });
}

/** "09:00–10:00" for hour 9. */
export function hourLabel(hour: number): string {
  const pad = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  return `${pad(hour)}–${pad(hour + 1)}`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** The conversations chart in one sentence, for screen readers and as the chart's caption. */
export function conversationsSummary(insights: AgentInsights): string {
  const totals = insightsTotals(insights.days);
  const busiest = insights.days.reduce<InsightsDay | undefined>(
    (best, day) => (best === undefined || day.conversations > best.conversations ? day : best),
    undefined,
  );
  const escalated = `${totals.escalations.toLocaleString()} ${totals.escalations === 1 ? 'was' : 'were'} passed to a person`;
  const peak =
    busiest !== undefined && busiest.conversations > 0
      ? `, the most on ${dayLabel(busiest.day, 'long')} (${String(busiest.conversations)})`
      : '';
  return `${plural(totals.conversations, 'conversation')}${peak}; ${escalated}.`;
}

/** The replies chart in one sentence. */
export function repliesSummary(insights: AgentInsights): string {
  const totals = insightsTotals(insights.days);
  const replies = totals.answered + totals.weak + totals.declined;
  if (replies === 0) return 'The agent has not replied yet.';
  return `${plural(replies, 'reply', 'replies')}: ${totals.answered.toLocaleString()} answered, ${totals.weak.toLocaleString()} answered weakly, ${totals.declined.toLocaleString()} declined.`;
}

/** The busiest-hours chart in one sentence. */
export function hoursSummary(insights: AgentInsights): string {
  const ranked = insights.hours
    .filter((hour) => hour.questions > 0)
    .sort((a, b) => b.questions - a.questions);
  const top = ranked
    .slice(0, 3)
    .map((hour) => `${hourLabel(hour.hour)} (${plural(hour.questions, 'question')})`);
  if (top.length === 0) return 'No questions yet.';
  return `Busiest: ${top.join(', ')}.`;
}
