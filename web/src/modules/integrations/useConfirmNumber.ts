import { useNavigate } from 'react-router-dom';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import { useChoosePhoneMutation } from './integrations.api';
import type { PhoneNumber } from './integrations.types';

/**
 * Confirm Selection: the chosen number becomes the one the agent answers on, then the owner is back
 * on the agent's integrations (spec §4), WhatsApp Connected. A refusal (the number answers for
 * another agent) is said and the choice stays open.
 */
export function useConfirmNumber(projectId: string, integrationId: string) {
  const [choose, { isLoading }] = useChoosePhoneMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const confirm = async (phone: PhoneNumber) => {
    try {
      const connected = await choose({ id: integrationId, phone }).unwrap();
      toast.success(
        `WhatsApp connected: ${connected.credentials.verified_name} (${connected.credentials.phone_number}).`,
      );
      void navigate(`/admin/integrations/${encodeURIComponent(projectId)}`, { replace: true });
    } catch (error) {
      toast.error(errorDetail(error, 'The number could not be connected. Please try again.'));
    }
  };

  return {
    confirming: isLoading,
    confirm: (phone: PhoneNumber) => {
      void confirm(phone);
    },
  };
}
