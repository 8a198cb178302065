import { Link } from 'react-router-dom';
import type { CurrentAccount } from './billing.types';
import { shownDate } from './shown-date';
import { shownQuotas, usageNotices } from './usage-notices.fns';
import { usageLevel, usedPercent } from './usage-level.fns';

const BAR_COLOUR = { ok: 'progress-primary', near: 'progress-warning', full: 'progress-error' } as const;

type UsageMetersProps = {
  account: Pick<CurrentAccount, 'usage' | 'cycle_start' | 'cycle_end'>;
  /** On the dashboard the notices lead to the plan page. */
  withPlanLink?: boolean;
};

/**
 * The owner's use of the plan's limits this cycle, one bar each, with a notice once any of them
 * reaches 80 % and again at 100 %.
 */
export function UsageMeters({ account, withPlanLink = false }: UsageMetersProps) {
  const quotas = shownQuotas(account.usage);
  const notices = usageNotices(quotas);
  return (
    <section aria-labelledby="usage-heading" className="card card-border bg-base-100">
      <div className="card-body gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="usage-heading" className="card-title">
            Usage
          </h2>
          {account.cycle_start !== '' && account.cycle_end !== '' && (
            <p className="text-sm text-base-content/70">
              This cycle: {shownDate(account.cycle_start)} – {shownDate(account.cycle_end)}
            </p>
          )}
        </div>
        {notices.map((notice) => (
          <div
            key={notice.key}
            role="alert"
            className={`alert alert-soft ${notice.level === 'full' ? 'alert-error' : 'alert-warning'}`}
          >
            <span>
              {notice.text}
              {notice.action && (
                <>
                  {' '}
                  <Link to={notice.action.to} className="link font-semibold">
                    {notice.action.label}
                  </Link>
                </>
              )}
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
          {quotas.map(({ key, label, quota }) => (
            <div key={key} className="min-w-0">
              <dt className="text-sm text-base-content/75">{label}</dt>
              <dd>
                <p className="font-semibold">
                  {quota.used.toLocaleString('en-IN')} of {quota.limit.toLocaleString('en-IN')}
                </p>
                <progress
                  className={`progress mt-1 w-full ${BAR_COLOUR[usageLevel(quota.used, quota.limit)]}`}
                  value={usedPercent(quota.used, quota.limit)}
                  max={100}
                  aria-label={`${label}: ${String(quota.used)} of ${String(quota.limit)} used`}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
