import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/useToast';
import { useDeleteResourceMutation } from './training.api';
import type { Resource } from './training.types';

type DeleteSourceDialogProps = { source: Resource; onClose: () => void; onDeleted: () => void };

export function DeleteSourceDialog({ source, onClose, onDeleted }: DeleteSourceDialogProps) {
  const [deleteSource, { isLoading }] = useDeleteResourceMutation();
  const toast = useToast();
  const name = source.type === 'FILE' && source.file_name !== '' ? source.file_name : source.url;

  const confirm = async () => {
    try {
      await deleteSource(source).unwrap();
      toast.success('Training source deleted successfully!');
      onDeleted();
    } catch {
      toast.error('Can not delete Training source!');
    }
    onClose();
  };

  return (
    <ConfirmDialog
      title="Delete Source?"
      confirmLabel="Delete"
      busy={isLoading}
      onCancel={onClose}
      onConfirm={() => {
        void confirm();
      }}
    >
      <p>
        <span className="font-semibold wrap-anywhere">{name}</span> and what your agent learned from it will
        be deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
