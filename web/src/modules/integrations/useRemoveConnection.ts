import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import { useRemoveIntegrationMutation } from './integrations.api';
import { REMOVE_FAILED, REMOVED } from './integrations-messages';

/**
 * Remove Connection: asked first, then the server unsubscribes from Meta and deletes the token; the
 * owner lands on the agent's WhatsApp page, Not Connected. A refusal keeps the page as it was.
 */
export function useRemoveConnection(projectId: string, integrationId: string) {
  const [remove, { isLoading }] = useRemoveIntegrationMutation();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  const confirm = async () => {
    try {
      await remove(integrationId).unwrap();
      toast.success(REMOVED);
      void navigate(`/admin/integrations/${encodeURIComponent(projectId)}/whatsapp/connect`, {
        replace: true,
      });
    } catch (error) {
      toast.error(errorDetail(error, REMOVE_FAILED));
      setAsking(false);
    }
  };

  return {
    asking,
    removing: isLoading,
    ask: () => {
      setAsking(true);
    },
    dismiss: () => {
      setAsking(false);
    },
    confirm: () => {
      void confirm();
    },
  };
}
