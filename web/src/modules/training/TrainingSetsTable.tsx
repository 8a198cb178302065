import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { STACKED_TABLE as T } from './stacked-table.classes';
import { TRAINING_TYPE_LABEL } from './training-labels';
import { isTraining } from './training-status.fns';
import type { KnowledgeBase } from './training.types';
import { TrainingProgress } from './TrainingProgress';

type TrainingSetsTableProps = {
  sets: readonly KnowledgeBase[];
  /** The set whose retraining is being asked for, if any. */
  retrainingId: string | null;
  /** The rows are the page before, shown while the next page loads: dimmed and not actionable. */
  stale?: boolean;
  onRetrain: (set: KnowledgeBase) => void;
  onDelete: (set: KnowledgeBase) => void;
};

export function TrainingSetsTable({
  sets,
  retrainingId,
  stale = false,
  onRetrain,
  onDelete,
}: TrainingSetsTableProps) {
  return (
    <div className={`${T.frame} ${stale ? T.staleFrame : ''}`}>
      {/* Roles are spelled out: see stacked-table.classes.ts. */}
      <table role="table" className={T.table} aria-label="Training sets" aria-busy={stale}>
        <thead role="rowgroup" className={T.head}>
          <tr role="row">
            <th role="columnheader" scope="col" className={T.headCell}>
              Training set
            </th>
            <th role="columnheader" scope="col" className={`${T.headCell} w-28`}>
              Type
            </th>
            <th role="columnheader" scope="col" className={`${T.headCell} w-48`}>
              Status
            </th>
            <th role="columnheader" scope="col" className={`${T.headCell} w-52 text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={T.body} inert={stale}>
          {sets.map((set) => (
            <tr role="row" key={set.id} className={`${T.row} @max-4xl:grid-cols-[minmax(0,1fr)_auto]`}>
              <td role="cell" className={T.cell}>
                <Link to={encodeURIComponent(set.id)} className={`${T.link} font-medium wrap-anywhere`}>
                  {set.title}
                </Link>
                {set.url !== '' && (
                  <span className="mt-0.5 block truncate text-xs text-base-content/70" title={set.url}>
                    {set.url}
                  </span>
                )}
              </td>
              <td role="cell" className={T.cell}>
                <span className="badge badge-outline badge-sm">{TRAINING_TYPE_LABEL[set.type]}</span>
              </td>
              <td role="cell" className={`${T.cell} ${T.wideCell}`}>
                <TrainingProgress set={set} />
              </td>
              <td role="cell" className={`${T.cell} ${T.wideCell}`}>
                <div className={T.actions}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={stale || isTraining(set.status) || retrainingId === set.id}
                    title={isTraining(set.status) ? 'Training is already running' : 'Train on this set again'}
                    onClick={() => {
                      onRetrain(set);
                    }}
                  >
                    <Icon name="refresh" className="h-4 w-4" />
                    Retrain
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm enabled:text-error"
                    disabled={stale}
                    onClick={() => {
                      onDelete(set);
                    }}
                  >
                    <Icon name="trash" className="h-4 w-4" />
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
