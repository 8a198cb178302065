import { errorDetail } from '../../api/api-error';
import { useToast } from '../../../ui/useToast';
import { useKeepProjectMutation } from '../projects.api';
import type { Project } from '../projects.types';

type Props = { project: Pick<Project, 'id' | 'name'> };

/**
 * What a paused agent's owner reads (agent card and agent page): why it is paused, that nothing is
 * lost, and the choice of keeping it instead of one that answers now.
 */
export function PausedAgentNotice({ project }: Props) {
  const [keep, { isLoading }] = useKeepProjectMutation();
  const toast = useToast();

  const keepThisOne = async () => {
    try {
      await keep(project.id).unwrap();
      toast.success(`${project.name} answers visitors again.`);
    } catch (error) {
      toast.error(errorDetail(error, 'Could not keep this agent. Please try again.'));
    }
  };

  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-box border border-warning bg-warning/10 p-3 text-base-content"
    >
      <p className="text-sm">
        <span className="font-semibold">Paused:</span> your plan allows fewer agents than you have, so this
        one is not answering visitors (they are told it is paused). Nothing is deleted: its training sets and
        conversations stay.
      </p>
      <button
        type="button"
        className="btn btn-sm btn-warning"
        disabled={isLoading}
        aria-label={`Keep this one: ${project.name}`}
        onClick={() => {
          void keepThisOne();
        }}
      >
        Keep this one
      </button>
    </div>
  );
}
