import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { useToast } from './useToast';

type ConfirmDeleteDialogProps = {
  title: string;
  /** What will be lost, in the owner's words. */
  children: ReactNode;
  /** Runs the deletion; rejects when the server refuses it. */
  remove: () => Promise<unknown>;
  /** The deletion is running: both buttons wait. */
  busy: boolean;
  /** The toast after the deletion worked, and the one after it failed. */
  toasts: { deleted: string; failed: string };
  onClose: () => void;
  onDeleted: () => void;
};

/**
 * Asks before deleting something, then says in a toast how it went. The dialog closes either way:
 * after a failure the thing is still listed, and the owner can try again.
 */
export function ConfirmDeleteDialog({
  title,
  children,
  remove,
  busy,
  toasts,
  onClose,
  onDeleted,
}: ConfirmDeleteDialogProps) {
  const toast = useToast();

  const confirm = async () => {
    try {
      await remove();
      toast.success(toasts.deleted);
      onDeleted();
    } catch {
      toast.error(toasts.failed);
    }
    onClose();
  };

  return (
    <ConfirmDialog
      title={title}
      confirmLabel="Delete"
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        void confirm();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
