import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorDetail, isInvalidTokenError } from '../../modules/api/api-error';
import {
  useGetIntegrationQuery,
  useGetWhatsAppStatusQuery,
} from '../../modules/integrations/integrations.api';
import { WhatsAppPanel } from '../../modules/integrations/WhatsAppPanel';
import { useProjectOrLeave } from '../../modules/projects/useProjectOrLeave';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/useToast';

/**
 * /admin/integrations/{project_id}/whatsapp/{integration_id}: the agent's WhatsApp connection. One
 * that is not the owner's, or is gone, says so and shows the agent's WhatsApp page without it.
 */
export function WhatsappIntegrationPage() {
  const { projectId = '', integrationId = '' } = useParams();
  const project = useProjectOrLeave(projectId, '/admin/integrations');
  const integration = useGetIntegrationQuery(integrationId, { skip: integrationId === '' });
  const status = useGetWhatsAppStatusQuery(undefined);
  const navigate = useNavigate();
  const toast = useToast();
  const { error } = integration;

  useEffect(() => {
    if (error === undefined || isInvalidTokenError(error)) return;
    toast.error(errorDetail(error, 'The WhatsApp connection could not be loaded.'));
    void navigate(`/admin/integrations/${encodeURIComponent(projectId)}/whatsapp/connect`, { replace: true });
  }, [error, navigate, projectId, toast]);

  const owner = integration.data?.project_id;
  // Another of the owner's agents' connection: shown under that agent.
  if (owner !== undefined && owner !== projectId)
    return (
      <Navigate
        to={`/admin/integrations/${encodeURIComponent(owner)}/whatsapp/${encodeURIComponent(integrationId)}`}
        replace
      />
    );
  if (project.data === undefined || integration.data === undefined || status.data === undefined)
    return <PageLoader label="Loading WhatsApp" />;
  return (
    <WhatsAppPanel
      projectId={projectId}
      agentName={project.data.name}
      integration={integration.data}
      status={status.data}
    />
  );
}
