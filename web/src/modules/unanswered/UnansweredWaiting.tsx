import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import type { UnansweredCounts } from './unanswered.types';

type UnansweredWaitingProps = {
  counts: UnansweredCounts | undefined;
  /** Each agent's name by its id, to name the agents with questions waiting. */
  names: ReadonlyMap<string, string>;
};

/** The dashboard's line on questions visitors asked that wait for the owner's answer. */
export function UnansweredWaiting({ counts, names }: UnansweredWaitingProps) {
  if (counts === undefined) return null;
  const waiting = counts.projects.filter((project) => project.waiting > 0);
  return (
    <div className="card card-border mt-6 bg-base-100">
      <div className="card-body gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-box bg-warning/15 text-warning">
            <Icon name="chat" className="h-6 w-6" />
          </span>
          <div>
            <h2 className="card-title">Unanswered questions</h2>
            <p className="text-sm text-base-content/70">
              {counts.waiting === 0
                ? 'Nothing waiting: your agents answered every question.'
                : `${String(counts.waiting)} waiting for your answer`}
            </p>
          </div>
        </div>
        {waiting.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {waiting.map((project) => (
              <li key={project.project_id}>
                <Link
                  className="btn btn-sm btn-outline"
                  to={`/admin/projects/${encodeURIComponent(project.project_id)}/unanswered`}
                >
                  {names.get(project.project_id) ?? 'Agent'}
                  <span className="badge badge-sm badge-warning">{project.waiting}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
