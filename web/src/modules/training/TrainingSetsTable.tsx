import { Link } from 'react-router-dom';
import { RowActionButton } from '../../ui/RowActionButton';
import { StackedCell } from '../../ui/StackedCell';
import { STACKED_TABLE as T } from '../../ui/stacked-table.classes';
import { StackedTable } from '../../ui/StackedTable';
import { TRAINING_TYPE_LABEL } from './training-labels';
import { isTraining } from './training-status.fns';
import type { KnowledgeBase } from './training.types';
import { TrainingProgress } from './TrainingProgress';
import { syncLine } from './sync-line.fns';

type TrainingSetsTableProps = {
  sets: readonly KnowledgeBase[];
  /** The set whose retraining is being asked for, if any. */
  retrainingId: string | null;
  /** The rows are the page before, shown while the next page loads: dimmed and not actionable. */
  stale?: boolean;
  onRetrain: (set: KnowledgeBase) => void;
  onDelete: (set: KnowledgeBase) => void;
};

const COLUMNS = [
  { label: 'Training set' },
  { label: 'Type', className: 'w-28' },
  { label: 'Status', className: 'w-48' },
];

export function TrainingSetsTable({
  sets,
  retrainingId,
  stale = false,
  onRetrain,
  onDelete,
}: TrainingSetsTableProps) {
  return (
    <StackedTable
      label="Training sets"
      columns={COLUMNS}
      actionsWidth="w-52"
      rows={sets}
      listItemGrid="@max-4xl:grid-cols-[minmax(0,1fr)_auto]"
      stale={stale}
      onDelete={onDelete}
      cells={(set) => (
        <>
          <StackedCell>
            <Link to={encodeURIComponent(set.id)} className={`${T.link} font-medium wrap-anywhere`}>
              {set.title}
            </Link>
            {set.url !== '' && (
              <span className="mt-0.5 block truncate text-xs text-base-content/70" title={set.url}>
                {set.url}
              </span>
            )}
          </StackedCell>
          <StackedCell>
            <span className="badge badge-outline badge-sm">{TRAINING_TYPE_LABEL[set.type]}</span>
          </StackedCell>
          <StackedCell wide>
            <TrainingProgress set={set} />
            {syncLine(set) !== '' && (
              <span className="mt-1 block text-xs text-base-content/70 wrap-anywhere">{syncLine(set)}</span>
            )}
          </StackedCell>
        </>
      )}
      actions={(set) => (
        <RowActionButton
          icon="refresh"
          label="Retrain"
          disabled={stale || isTraining(set.status) || retrainingId === set.id}
          title={isTraining(set.status) ? 'Training is already running' : 'Train on this set again'}
          onClick={() => {
            onRetrain(set);
          }}
        />
      )}
    />
  );
}
