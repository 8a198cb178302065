import { Link } from 'react-router-dom';
import { DropdownMenu } from '../../../ui/DropdownMenu';
import { Icon } from '../../../ui/Icon';
import { learnedText } from '../../training/training-counts.fns';
import type { Project } from '../projects.types';
import { PausedAgentNotice } from './PausedAgentNotice';
import { ProjectStatusBadge } from './ProjectStatusBadge';

function siteLabel(siteUrl: string): string {
  try {
    const url = new URL(siteUrl);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return siteUrl;
  }
}

/** "Completed · 162 pages learned · 99 failed": the agent's training as it really went. */
function TrainingSummary({ training }: { training: NonNullable<Project['training']> }) {
  if (training.learned + training.failed + training.processing === 0) return null;
  const state = training.processing > 0 ? 'Training' : 'Completed';
  return (
    <p className="text-sm text-base-content/70" aria-label="Training">
      {state} · {learnedText(training)}
    </p>
  );
}

type ProjectCardProps = { project: Project; onDelete: (project: Project) => void };

export function ProjectCard({ project, onDelete }: ProjectCardProps) {
  const base = `/admin/projects/${encodeURIComponent(project.id)}`;
  return (
    <article
      aria-label={project.name}
      className="card card-border bg-base-100 transition-shadow hover:shadow-md"
    >
      <div className="card-body gap-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 className="card-title text-lg">
              <Link to={`${base}/customize`} className="link-hover truncate">
                {project.name}
              </Link>
            </h2>
            <p className="mt-1 truncate text-sm text-base-content/70" title={project.site_url}>
              {project.site_url === '' ? 'No website yet' : siteLabel(project.site_url)}
            </p>
          </div>
          <DropdownMenu
            label={`Actions for ${project.name}`}
            triggerClassName="btn btn-ghost btn-sm btn-square"
            trigger={<Icon name="more" className="h-5 w-5" />}
          >
            <li>
              <Link to={`${base}/customize`}>Customize</Link>
            </li>
            <li>
              <Link to={`${base}/deploy`}>Deploy</Link>
            </li>
            <li>
              <Link to={`${base}/training`}>Training</Link>
            </li>
            <li>
              <Link to={`${base}/conversations`}>Conversations</Link>
            </li>
            <li>
              <Link to={`${base}/unanswered`}>Unanswered questions</Link>
            </li>
            <li>
              <Link to={`${base}/insights`}>Insights</Link>
            </li>
            <li>
              <a href={`/demo/${encodeURIComponent(project.project_id)}`} target="_blank" rel="noopener">
                Preview Agent
                <Icon name="external" className="h-4 w-4" />
              </a>
            </li>
            <li>
              <button
                type="button"
                className="text-error"
                onClick={() => {
                  onDelete(project);
                }}
              >
                Delete
              </button>
            </li>
          </DropdownMenu>
        </div>
        <div className="flex flex-col items-start gap-2">
          <ProjectStatusBadge status={project.status} paused={project.paused} />
          {project.training && <TrainingSummary training={project.training} />}
        </div>
        {project.paused && <PausedAgentNotice project={project} />}
        <dl className="grid grid-cols-3 gap-3 border-t border-base-300 pt-4">
          <div>
            <dt className="text-sm text-base-content/70">Sessions</dt>
            <dd className="text-2xl font-semibold">{project.totalSessions.toLocaleString()}</dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Responses</dt>
            <dd className="text-2xl font-semibold">{project.totalResponses.toLocaleString()}</dd>
          </div>
          <div>
            <dt className="text-sm text-base-content/70">Training Sources</dt>
            <dd className="text-2xl font-semibold">{project.totalResources.toLocaleString()}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
