import { useMemo } from 'react';
import { ChartFigure } from './ChartFigure';
import { conversationsSummary, dayLabel, hourLabel, hoursSummary, repliesSummary } from './insights-text.fns';
import type { AgentInsights } from './insights.types';
import type { ChartSeries } from './UPlotChart';

/** The three charts of a window that has conversations. */
export function InsightsCharts({ insights }: { insights: AgentInsights }) {
  const { days, hours } = insights;
  const dayNames = useMemo(() => days.map((day) => dayLabel(day.day)), [days]);
  const hourNames = useMemo(() => hours.map((hour) => String(hour.hour).padStart(2, '0')), [hours]);
  const conversations = useMemo<ChartSeries[]>(
    () => [
      {
        label: 'Conversations',
        values: days.map((d) => d.conversations),
        color: '--color-primary',
        kind: 'bars',
      },
      {
        label: 'Escalations',
        values: days.map((d) => d.escalations),
        color: '--color-warning',
        kind: 'line',
      },
    ],
    [days],
  );
  const replies = useMemo<ChartSeries[]>(
    () => [
      { label: 'Answered', values: days.map((d) => d.answered), color: '--color-success', kind: 'bars' },
      { label: 'Answered weakly', values: days.map((d) => d.weak), color: '--color-warning', kind: 'bars' },
      { label: 'Declined', values: days.map((d) => d.declined), color: '--color-error', kind: 'bars' },
    ],
    [days],
  );
  const questions = useMemo<ChartSeries[]>(
    () => [
      { label: 'Questions', values: hours.map((h) => h.questions), color: '--color-secondary', kind: 'bars' },
    ],
    [hours],
  );
  const zone = insights.time_zone === 'UTC' ? 'UTC' : `your time zone (${insights.time_zone})`;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Conversations per day"
        summary={conversationsSummary(insights)}
        rowHeading="Day"
        rows={days.map((day) => dayLabel(day.day, 'long'))}
        labels={dayNames}
        series={conversations}
      />
      <ChartFigure
        title="Answered and declined"
        summary={repliesSummary(insights)}
        rowHeading="Day"
        rows={days.map((day) => dayLabel(day.day, 'long'))}
        labels={dayNames}
        series={replies}
        stacked
      />
      <div className="lg:col-span-2">
        <ChartFigure
          title="Busiest hours"
          summary={hoursSummary(insights)}
          note={<p className="text-sm text-base-content/70">Hour of the day in {zone}.</p>}
          rowHeading="Hour"
          rows={hours.map((hour) => hourLabel(hour.hour))}
          labels={hourNames}
          series={questions}
        />
      </div>
    </div>
  );
}
