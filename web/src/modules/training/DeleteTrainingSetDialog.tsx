import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useDeleteKnowledgeBaseMutation } from './training.api';
import type { KnowledgeBase } from './training.types';

type DeleteTrainingSetDialogProps = { set: KnowledgeBase; onClose: () => void; onDeleted: () => void };

export function DeleteTrainingSetDialog({ set, onClose, onDeleted }: DeleteTrainingSetDialogProps) {
  const [deleteSet, { isLoading }] = useDeleteKnowledgeBaseMutation();

  // The title is the spec's wording (§8), shared with the agent's own delete dialog.
  return (
    <ConfirmDeleteDialog
      title="Delete Agent?"
      remove={() => deleteSet(set).unwrap()}
      busy={isLoading}
      toasts={{ deleted: 'Training set deleted successfully!', failed: 'Can not delete Training set!' }}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        The training set <span className="font-semibold">{set.title}</span> and everything your agent learned
        from it will be deleted. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
