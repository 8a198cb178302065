import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { useDeleteProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';

type DeleteProjectDialogProps = {
  project: Project;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteProjectDialog({ project, onClose, onDeleted }: DeleteProjectDialogProps) {
  const [deleteProject, { isLoading }] = useDeleteProjectMutation();

  return (
    <ConfirmDeleteDialog
      title="Delete Agent?"
      remove={() => deleteProject(project.id).unwrap()}
      busy={isLoading}
      toasts={{ deleted: 'Agent deleted successfully!', failed: 'Can not delete Agent!' }}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      <p>
        <span className="font-semibold">{project.name}</span>, its training sources and its conversations will
        be deleted. This cannot be undone.
      </p>
    </ConfirmDeleteDialog>
  );
}
