import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui/ComingSoon';

/** Set-up wizard for a new agent (/admin/projects/setup) or an existing one (…/{id}/update). */
export function ProjectSetupPage() {
  const { projectId } = useParams();
  return (
    <ComingSoon
      title={projectId === undefined ? 'Set up your agent' : 'Edit agent setup'}
      summary="Three steps — basic details, customizations and deploy — to get your agent ready for visitors."
    />
  );
}
