import { learnedText, setCounts } from './training-counts.fns';
import type { KnowledgeBase, TrainingStatus } from './training.types';

const BADGE: Record<TrainingStatus, { className: string; label: string }> = {
  INQUEUE: { className: 'badge-ghost', label: 'Queued' },
  INPROGRESS: { className: 'badge-info', label: 'In progress' },
  COMPLETED: { className: 'badge-success', label: 'Completed' },
  FAILED: { className: 'badge-error', label: 'Failed' },
};

type TrainingProgressProps = {
  set: Pick<
    KnowledgeBase,
    | 'title'
    | 'status'
    | 'progress'
    | 'pages_done'
    | 'pages_total'
    | 'pages_completed'
    | 'pages_failed'
    | 'failure_reason'
  >;
};

/** A training set's state (spec §4): queued; a bar with its percentage while training; a full bar
 *  when done, with how many pages were learned and how many failed; the reason when it failed. */
export function TrainingProgress({ set }: TrainingProgressProps) {
  // An unknown status from a newer server still shows, in neutral colours.
  const badge = BADGE[set.status] as (typeof BADGE)[TrainingStatus] | undefined;
  const percent = set.status === 'COMPLETED' ? 100 : Math.min(100, Math.max(0, Math.round(set.progress)));
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <span className={`badge badge-sm ${badge?.className ?? 'badge-neutral'}`}>
        {badge?.label ?? set.status}
      </span>
      {(set.status === 'INPROGRESS' || set.status === 'COMPLETED') && (
        <div className="flex items-center gap-2">
          <progress
            className={`progress w-28 ${set.status === 'COMPLETED' ? 'progress-success' : 'progress-info'}`}
            value={percent}
            max={100}
            aria-label={`Training progress of ${set.title}`}
          />
          <span className="text-xs tabular-nums">{percent}%</span>
        </div>
      )}
      {set.status === 'INPROGRESS' && set.pages_total > 0 && (
        <span className="text-xs text-base-content/70">
          {set.pages_done} of {set.pages_total} pages
        </span>
      )}
      {(set.status === 'COMPLETED' || set.status === 'FAILED') && set.pages_total > 0 && (
        <span className={`text-xs ${set.pages_failed > 0 ? 'text-warning-content' : 'text-base-content/70'}`}>
          {learnedText(setCounts(set))}
        </span>
      )}
      {set.status === 'FAILED' && set.failure_reason !== '' && (
        <span className="text-xs text-error wrap-anywhere">{set.failure_reason}</span>
      )}
    </div>
  );
}
