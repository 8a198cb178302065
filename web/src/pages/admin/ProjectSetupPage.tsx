import { Link, useParams } from 'react-router-dom';
import { ProjectWizard } from '../../modules/projects/setup/ProjectWizard';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { PageLoader } from '../../ui/PageLoader';

/** Set-up wizard for a new agent (/admin/projects/setup) or an existing one (…/{id}/update). A
 *  failed load goes to the creation screen (spec §4). */
export function ProjectSetupPage() {
  const { projectId } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects/create');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        ← Agents
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        {projectId === undefined ? 'Set up your agent' : 'Edit agent setup'}
      </h1>
      {project !== undefined && <p className="mt-1 text-base-content/70">{project.name}</p>}
      <div className="mt-6">
        {projectId === undefined ? (
          <ProjectWizard project={null} />
        ) : project === undefined ? (
          <PageLoader label="Loading the agent" />
        ) : (
          <ProjectWizard key={project.id} project={project} />
        )}
      </div>
    </div>
  );
}
