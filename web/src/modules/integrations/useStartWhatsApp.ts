import { useState } from 'react';
import { errorDetail } from '../api/api-error';
import { useStartWhatsAppMutation } from './integrations.api';
import { CONNECT_FAILED } from './integrations-messages';
import { openMetaDialog } from './open-meta-dialog';
import { rememberPendingConnection } from './pending-connection.storage';

/**
 * Connect: the server makes Meta's dialog address with a state bound to this signed-in session;
 * this tab remembers which agent it was for and leaves for Meta. A refusal (plan, no Meta app on
 * this installation) is kept as the server worded it.
 */
export function useStartWhatsApp(projectId: string) {
  const [start, { isLoading }] = useStartWhatsAppMutation();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const connect = async () => {
    setProblem(null);
    try {
      const { dialog_url } = await start(projectId).unwrap();
      rememberPendingConnection(dialog_url, projectId);
      setLeaving(true);
      openMetaDialog(dialog_url);
    } catch (error) {
      setProblem(errorDetail(error, CONNECT_FAILED));
    }
  };

  return {
    connect: () => {
      void connect();
    },
    starting: isLoading || leaving,
    problem,
  };
}
