import { useNavigate, useParams } from 'react-router-dom';
import { AgentSelector } from '../../modules/integrations/AgentSelector';
import { IntegrationCard } from '../../modules/integrations/IntegrationCard';
import { useGetCatalogueQuery, useListAgentChoicesQuery } from '../../modules/integrations/integrations.api';
import { CATALOGUE_FAILED } from '../../modules/integrations/integrations-messages';
import { IntegrationsHeading } from '../../modules/integrations/IntegrationsHeading';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { PageLoader } from '../../ui/PageLoader';

/**
 * /admin/integrations/{project_id}: the agent selector and the catalogue for that agent (spec §2),
 * as the integrations service answers it for the owner's plan. Another owner's agent, or one
 * that is gone, sends the owner back to /admin/integrations.
 */
export function ProjectIntegrationsPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const project = useProjectOrLeave(projectId, '/admin/integrations');
  const agents = useListAgentChoicesQuery(undefined);
  const catalogue = useGetCatalogueQuery(projectId, { skip: project.data === undefined });

  const choices = agents.data?.data ?? (project.data === undefined ? [] : [project.data]);
  const entries = catalogue.data?.data;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <IntegrationsHeading />
      {project.data !== undefined && (
        <AgentSelector
          agents={choices}
          selectedId={projectId}
          onSelect={(id) => {
            void navigate(`/admin/integrations/${encodeURIComponent(id)}`);
          }}
        />
      )}
      {catalogue.isError ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{CATALOGUE_FAILED}</span>
        </div>
      ) : entries === undefined ? (
        <PageLoader label="Loading integrations" />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <IntegrationCard key={entry.provider} projectId={projectId} entry={entry} />
          ))}
        </div>
      )}
    </section>
  );
}
