import { Link } from 'react-router-dom';
import { relativeTime } from '../../ui/relative-time';
import type { UnansweredGroup } from './unanswered.types';

type UnansweredGroupCardProps = {
  projectId: string;
  group: UnansweredGroup;
  busy: boolean;
  onAnswer: (group: UnansweredGroup) => void;
  onDismiss: (group: UnansweredGroup) => void;
};

const REASON_LABEL = {
  declined: 'Declined',
  person: 'Asked for a person',
  weak: 'Answered weakly',
} as const;

/** One question as visitors asked it: how often, when last, its other wordings, and what to do. */
export function UnansweredGroupCard({
  projectId,
  group,
  busy,
  onAnswer,
  onDismiss,
}: UnansweredGroupCardProps) {
  const asked = group.count === 1 ? 'Asked once' : `Asked ${String(group.count)} times`;
  return (
    <li className="card card-border bg-base-100">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {group.reasons.map((reason) => (
            <span
              key={reason}
              className={`badge badge-sm ${reason === 'person' ? 'badge-warning' : reason === 'weak' ? 'badge-info badge-soft' : 'badge-ghost'}`}
            >
              {REASON_LABEL[reason]}
            </span>
          ))}
          <span className="text-sm text-base-content/70">
            {asked} · last asked {relativeTime(new Date(group.last_asked_at))}
          </span>
        </div>
        <h2 className="text-lg font-semibold wrap-anywhere">{group.question}</h2>
        {group.examples.length > 0 && (
          <ul className="list-inside list-disc text-sm text-base-content/70" aria-label="Also asked as">
            {group.examples.map((example) => (
              <li key={example} className="wrap-anywhere">
                {example}
              </li>
            ))}
          </ul>
        )}
        <div className="card-actions mt-1 flex-wrap items-center justify-end gap-2">
          <Link
            className="link link-hover mr-auto text-sm"
            to={`/admin/projects/${encodeURIComponent(projectId)}/conversations?session=${encodeURIComponent(group.session_id)}`}
          >
            Open conversation
          </Link>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={busy}
            onClick={() => {
              onDismiss(group);
            }}
          >
            Dismiss
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={busy}
            onClick={() => {
              onAnswer(group);
            }}
          >
            Answer this
          </button>
        </div>
      </div>
    </li>
  );
}
