import { failureReasonLabel } from './failure-reasons';
import type { FailureGroup } from './training.types';

type FailureSummaryProps = {
  groups: readonly FailureGroup[];
  /** The failure kind the list is narrowed to, or ''. */
  reason: string;
  onShowReason: (reason: string) => void;
  retrying: boolean;
  onRetryFailed: () => void;
};

/**
 * The set's failures grouped by reason, each group a filter of the list; "Retry failed" tries
 * again only the kinds where another try can end differently.
 */
export function FailureSummary({
  groups,
  reason,
  onShowReason,
  retrying,
  onRetryFailed,
}: FailureSummaryProps) {
  if (groups.length === 0) return null;
  const failed = groups.reduce((sum, group) => sum + group.count, 0);
  const retryable = groups.filter((group) => group.retryable).reduce((sum, group) => sum + group.count, 0);
  return (
    <section
      aria-labelledby="failure-summary-title"
      className="rounded-box border border-warning/40 bg-warning/5 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="failure-summary-title" className="font-semibold">
          {failed.toLocaleString()} failed {failed === 1 ? 'source' : 'sources'} by reason
        </h2>
        {retryable > 0 && (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={retrying}
            onClick={onRetryFailed}
          >
            {retrying ? 'Retrying' : `Retry failed (${retryable.toLocaleString()})`}
          </button>
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Failures by reason">
        {groups.map((group) => {
          const active = reason === group.reason_code;
          return (
            <li key={group.reason_code}>
              <button
                type="button"
                aria-pressed={active}
                className={`btn btn-xs ${active ? 'btn-warning' : 'btn-ghost border-base-300'}`}
                onClick={() => {
                  onShowReason(active ? '' : group.reason_code);
                }}
              >
                {failureReasonLabel(group.reason_code)}
                <span className="badge badge-sm tabular-nums">{group.count.toLocaleString()}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {retryable < failed && (
        <p className="mt-3 text-sm text-base-content/70">
          Pages that are missing or that robots.txt blocks are not retried: another try gets the same answer.
          Fix the link on your site or change the source’s address, then retrain.
        </p>
      )}
    </section>
  );
}
