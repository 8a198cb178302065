import { Link, Outlet, useParams } from 'react-router-dom';
import { PausedAgentNotice } from '../../modules/projects/list/PausedAgentNotice';
import { ProjectStatusBadge } from '../../modules/projects/list/ProjectStatusBadge';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { PageLoader } from '../../ui/PageLoader';
import { TabLinks } from '../../ui/TabLinks';

const TABS = [
  { to: 'customize', label: 'Customization' },
  { to: 'deploy', label: 'Deployment' },
] as const;

/** One agent, with its Customization and Deployment tabs; a failed load goes back to the list. */
export function ProjectPage() {
  const { projectId } = useParams();
  const { data: project } = useProjectOrLeave(projectId, '/admin/projects');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <Link to="/admin/projects" className="link link-hover text-sm text-base-content/70">
        ← Agents
      </Link>
      {project === undefined ? (
        <PageLoader label="Loading the agent" />
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 text-3xl font-bold tracking-tight wrap-anywhere">{project.name}</h1>
            <ProjectStatusBadge status={project.status} paused={project.paused} />
          </div>
          {project.site_url !== '' && (
            <p className="mt-1 text-sm text-base-content/70 wrap-anywhere">{project.site_url}</p>
          )}
          {project.paused && (
            <div className="mt-4">
              <PausedAgentNotice project={project} />
            </div>
          )}
          <div className="mt-4">
            <TabLinks label="Agent sections" tabs={TABS} />
          </div>
          <div className="pt-6">
            <Outlet context={project} />
          </div>
        </>
      )}
    </div>
  );
}
