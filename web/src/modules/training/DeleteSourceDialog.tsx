import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { useDeleteResourceMutation } from './training.api';
import type { Resource } from './training.types';

type DeleteSourceDialogProps = { source: Resource; onClose: () => void; onDeleted: () => void };

export function DeleteSourceDialog({ source, onClose, onDeleted }: DeleteSourceDialogProps) {
  const [deleteSource, { isLoading }] = useDeleteResourceMutation();
  const name = source.type === 'FILE' && source.file_name !== '' ? source.file_name : source.url;

  return (
    <ConfirmDeleteDialog
      title="Delete Source?"
      remove={() => deleteSource(source).unwrap()}
      busy={isLoading}
      toasts={{ deleted: 'Training source deleted successfully!', failed: 'Can not delete Training source!' }}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        <span className="font-semibold wrap-anywhere">{name}</span> and what your agent learned from it will
        be deleted. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
