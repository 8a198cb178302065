import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorDetail } from '../../modules/api/api-error';
import { useGetInsightsQuery } from '../../modules/insights/insights.api';
import { emptyWindowText, insightsTotals, windowLabel } from '../../modules/insights/insights-text.fns';
import type { InsightsWindow } from '../../modules/insights/insights.types';
import { InsightsCharts } from '../../modules/insights/InsightsCharts';
import { InsightsTotals } from '../../modules/insights/InsightsTotals';
import { InsightsWindowToggle } from '../../modules/insights/InsightsWindowToggle';
import { TopQuestions } from '../../modules/insights/TopQuestions';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { Icon } from '../../ui/Icon';
import { PageLoader } from '../../ui/PageLoader';

/** The browser's own zone, so days and hours are the owner's; UTC where the browser says none. */
const ownTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * An agent's insights over the last 7 or 30 days (in the address, `?days=30`): conversations,
 * answered / weakly answered / declined replies, escalations, busiest hours and top questions.
 * The charts (uPlot) load with this page only: the public site and the visitor chat never fetch them.
 */
export function InsightsPage() {
  const { projectId = '' } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects');
  const [params, setParams] = useSearchParams();
  const days: InsightsWindow = params.get('days') === '30' ? 30 : 7;
  const query = useGetInsightsQuery(
    { projectId, days, timeZone: ownTimeZone },
    { skip: projectId === '', refetchOnMountOrArgChange: true },
  );
  const insights = query.currentData;
  const totals = insights === undefined ? undefined : insightsTotals(insights.days);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        <span aria-hidden="true">← </span>Agents
      </Link>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Insights</h1>
          <p className="mt-1 text-base-content/70 wrap-anywhere">
            {project === undefined ? '\u00a0' : `How visitors used ${project.name} in ${windowLabel(days)}`}
          </p>
        </div>
        <InsightsWindowToggle
          days={days}
          onChange={(chosen) => {
            setParams(chosen === 7 ? {} : { days: String(chosen) }, { replace: true });
          }}
        />
      </div>
      <div className="mt-6 flex flex-col gap-4">
        {query.error !== undefined ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>{errorDetail(query.error, 'The insights could not be loaded.')}</span>
          </div>
        ) : insights === undefined || totals === undefined ? (
          <PageLoader label="Loading the insights" />
        ) : totals.conversations === 0 ? (
          <div className="card card-border bg-base-100">
            <div className="card-body items-center py-12 text-center">
              <Icon name="chart" className="h-10 w-10 text-base-content/50" />
              <h2 className="text-lg font-semibold">{emptyWindowText(days)}</h2>
              <p className="text-base-content/70">
                Share your agent or try it yourself: its conversations will show here.
              </p>
            </div>
          </div>
        ) : (
          <>
            <InsightsTotals totals={totals} />
            <InsightsCharts insights={insights} />
            <TopQuestions insights={insights} />
          </>
        )}
      </div>
    </section>
  );
}
