import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { TRAINING_TYPE_LABEL } from './training-labels';
import { isTraining } from './training-status.fns';
import type { KnowledgeBase } from './training.types';
import { TrainingProgress } from './TrainingProgress';

type TrainingSetsTableProps = {
  sets: readonly KnowledgeBase[];
  /** The set whose retraining is being asked for, if any. */
  retrainingId: string | null;
  onRetrain: (set: KnowledgeBase) => void;
  onDelete: (set: KnowledgeBase) => void;
};

export function TrainingSetsTable({ sets, retrainingId, onRetrain, onDelete }: TrainingSetsTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" aria-label="Training sets">
        <thead>
          <tr>
            <th scope="col">Training set</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {sets.map((set) => (
            <tr key={set.id}>
              <td className="max-w-xs">
                <Link to={encodeURIComponent(set.id)} className="link link-hover font-medium wrap-anywhere">
                  {set.title}
                </Link>
                {set.url !== '' && (
                  <span className="mt-0.5 block truncate text-xs text-base-content/70" title={set.url}>
                    {set.url}
                  </span>
                )}
              </td>
              <td>
                <span className="badge badge-outline badge-sm">{TRAINING_TYPE_LABEL[set.type]}</span>
              </td>
              <td>
                <TrainingProgress set={set} />
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={isTraining(set.status) || retrainingId === set.id}
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
                    className="btn btn-ghost btn-sm text-error"
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
