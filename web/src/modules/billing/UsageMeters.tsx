import { Link } from 'react-router-dom';
import type { PlanUsage } from './billing.types';
import { usageNotices, QUOTAS } from './usage-notices.fns';
import { usageLevel, usedPercent } from './usage-level.fns';

const BAR_COLOUR = { ok: 'progress-primary', near: 'progress-warning', full: 'progress-error' } as const;

const DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

function cycleLine(usage: PlanUsage): string | null {
  const start = new Date(usage.cycle_start);
  const end = new Date(usage.cycle_end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return `This cycle: ${DATE.format(start)} – ${DATE.format(end)}`;
}

/**
 * The owner's use of the plan's limits (agents, this cycle's conversations, training sets), one bar
 * each, with a notice once any of them reaches 80 % and again at 100 %.
 */
export function UsageMeters({ usage, withPlanLink = false }: { usage: PlanUsage; withPlanLink?: boolean }) {
  const notices = usageNotices(usage);
  const cycle = cycleLine(usage);
  return (
    <section aria-labelledby="usage-heading" className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="usage-heading" className="card-title">
            Usage
          </h2>
          {cycle !== null && <p className="text-sm text-base-content/70">{cycle}</p>}
        </div>
        {notices.map((notice) => (
          <div
            key={notice.key}
            role="alert"
            className={`alert alert-soft ${notice.level === 'full' ? 'alert-error' : 'alert-warning'}`}
          >
            <span>
              {notice.text}
              {withPlanLink && (
                <>
                  {' '}
                  <Link to="/admin/user/plan" className="link font-semibold">
                    See plans
                  </Link>
                </>
              )}
            </span>
          </div>
        ))}
        <dl className="grid gap-4 sm:grid-cols-3">
          {QUOTAS.map(({ key, label }) => {
            const quota = usage[key];
            const level = usageLevel(quota.used, quota.limit);
            return (
              <div key={key} className="min-w-0">
                <dt className="text-sm text-base-content/75">{label}</dt>
                <dd>
                  <p className="font-semibold">
                    {quota.used.toLocaleString('en-IN')} of {quota.limit.toLocaleString('en-IN')}
                  </p>
                  <progress
                    className={`progress mt-1 w-full ${BAR_COLOUR[level]}`}
                    value={usedPercent(quota.used, quota.limit)}
                    max={100}
                    aria-label={`${label}: ${String(quota.used)} of ${String(quota.limit)} used`}
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
