import { Navigate, useParams } from 'react-router-dom';
import {
  useGetWhatsAppStatusQuery,
  useListIntegrationsQuery,
} from '../../modules/integrations/integrations.api';
import { WhatsAppPanel } from '../../modules/integrations/WhatsAppPanel';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { PageLoader } from '../../ui/PageLoader';

/**
 * /admin/integrations/{project_id}/whatsapp/connect: the agent's WhatsApp page before a number is
 * connected. An agent already connected shows its connection's page instead.
 */
export function WhatsappConnectPage() {
  const { projectId = '' } = useParams();
  const project = useProjectOrLeave(projectId, '/admin/integrations');
  const list = useListIntegrationsQuery(projectId, { skip: project.data === undefined });
  const status = useGetWhatsAppStatusQuery(undefined);

  if (project.data === undefined || list.data === undefined || status.data === undefined) {
    if (list.isError || status.isError) return <LoadFailed />;
    return <PageLoader label="Loading WhatsApp" />;
  }
  // WhatsApp is the only integration an agent can have today (the contract lists no other).
  const existing = list.data.data[0];
  if (existing?.status === 'connected') {
    return (
      <Navigate
        to={`/admin/integrations/${encodeURIComponent(projectId)}/whatsapp/${encodeURIComponent(existing.id)}`}
        replace
      />
    );
  }
  return (
    <WhatsAppPanel
      projectId={projectId}
      agentName={project.data.name}
      integration={existing}
      status={status.data}
    />
  );
}

function LoadFailed() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6">
      <div role="alert" className="alert alert-error alert-soft">
        <span>WhatsApp could not be loaded. Please reload the page.</span>
      </div>
    </section>
  );
}
