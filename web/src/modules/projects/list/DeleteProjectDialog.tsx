import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/useToast';
import { useDeleteProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';

type DeleteProjectDialogProps = {
  project: Project;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const [deleteProject, { isLoading }] = useDeleteProjectMutation();
  const toast = useToast();

  const confirm = async () => {
    try {
      await deleteProject(project.id).unwrap();
      toast.success('Agent deleted successfully!');
      onDeleted();
    } catch {
      toast.error('Can not delete Agent!');
    }
    onClose();
  };

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
        <span className="font-semibold">{project.name}</span>, its training sources and its conversations will
        be deleted. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
