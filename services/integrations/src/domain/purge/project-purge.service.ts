import type { Logger } from '@sitesage/logger';
import type { InboundMessagesRepository } from '../../db/inbound-messages.repository.js';
import type { IntegrationsRepository } from '../../db/integrations.repository.js';
import type { OauthStatesRepository } from '../../db/oauth-states.repository.js';
import type { WhatsAppConnectService } from '../whatsapp/whatsapp-connect.service.js';

export type PurgeResult = { connections: number; messages: number };

/**
 * Deletes what integrations holds of a deleted agent: its connections (the app unsubscribed from
 * the business account as Remove Connection does, the sealed token gone, its WhatsApp contacts with
 * it), the messages its numbers received and unfinished connection states. Safe to run again: a
 * second run finds nothing. A number another agent answers on by now keeps its messages.
 */
export function createProjectPurgeService(deps: {
  log: Logger;
  integrations: Pick<IntegrationsRepository, 'listForProject' | 'findConnectedByPhone'>;
  messages: Pick<InboundMessagesRepository, 'deleteForNumber'>;
  states: Pick<OauthStatesRepository, 'deleteForProject'>;
  connections: Pick<WhatsAppConnectService, 'disconnect'>;
}) {
  const { log, integrations, messages, states, connections } = deps;
  return {
    async purgeProject(ownerId: string, projectId: string): Promise<PurgeResult> {
      const result: PurgeResult = { connections: 0, messages: 0 };
      for (const row of await integrations.listForProject(ownerId, projectId)) {
        if (await connections.disconnect(row)) result.connections += 1;
        if (row.phone_number_id !== '' && !(await integrations.findConnectedByPhone(row.phone_number_id))) {
          result.messages += await messages.deleteForNumber(row.phone_number_id);
        }
      }
      await states.deleteForProject(ownerId, projectId);
      log.info({ projectId, ...result }, 'project integrations purged');
      return result;
    },
  };
}

export type ProjectPurgeService = ReturnType<typeof createProjectPurgeService>;
