import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/useToast';
import { useDeleteKnowledgeBaseMutation } from './training.api';
import type { KnowledgeBase } from './training.types';

type DeleteTrainingSetDialogProps = { set: KnowledgeBase; onClose: () => void; onDeleted: () => void };

export function DeleteTrainingSetDialog({ set, onClose, onDeleted }: DeleteTrainingSetDialogProps) {
  const [deleteSet, { isLoading }] = useDeleteKnowledgeBaseMutation();
  const toast = useToast();

  const confirm = async () => {
    try {
      await deleteSet(set).unwrap();
      toast.success('Training set deleted successfully!');
      onDeleted();
    } catch {
      toast.error('Can not delete Training set!');
    }
    onClose();
  };

  // The title is the spec's wording (§8), shared with the agent's own delete dialog.
  return (
    <ConfirmDialog
      title="Delete Agent?"
      confirmLabel="Delete"
      busy={isLoading}
      onCancel={onClose}
      onConfirm={() => {
        void confirm();
      }}
    >
      <p>
        The training set <span className="font-semibold">{set.title}</span> and everything your agent learned
        from it will be deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
