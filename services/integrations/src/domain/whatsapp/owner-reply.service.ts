import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { ContactsRepository } from '../../db/contacts.repository.js';
import type { InboundMessagesRepository } from '../../db/inbound-messages.repository.js';
import type { IntegrationsRepository } from '../../db/integrations.repository.js';
import { planAllowsIntegrations, planRefusalMessage } from '../catalogue/catalogue.fns.js';
import type { AgentAnswering } from './agent-answering.port.js';
import { windowClosedMessage, windowOpen } from './customer-service-window.fns.js';
import type { Owner, WhatsAppSetup } from './whatsapp-connect.service.js';

export type OwnerReplyService = ReturnType<typeof createOwnerReplyService>;

const sessionNotFound = () => AppError.notFound('Session not found');

/**
 * An owner's own reply in a WhatsApp conversation of their agent: only inside WhatsApp's 24-hour
 * customer-service window (from the user's latest message, as the webhook received it), sent through
 * the Cloud API with the agent's connection, then stored in the conversation with its author. A
 * session that is not a WhatsApp conversation of this owner's agent is "not found".
 */
export function createOwnerReplyService(deps: {
  clock: Clock;
  log: Logger;
  integrations: Pick<IntegrationsRepository, 'listForProject'>;
  contacts: Pick<ContactsRepository, 'findNumberOfSession'>;
  inbound: Pick<InboundMessagesRepository, 'lastReceivedAt'>;
  answering: Pick<AgentAnswering, 'storeOwnerMessage'>;
  setup: WhatsAppSetup | undefined;
}) {
  const { clock, log, integrations, contacts, inbound, answering, setup } = deps;
  return {
    async sendOwnerReply(input: {
      owner: Owner;
      projectId: string;
      sessionId: string;
      ownerName: string;
      content: string;
    }): Promise<{ messageId: string; createdAt: string }> {
      if (!planAllowsIntegrations(input.owner.plan))
        throw new AppError('PAYMENT_REQUIRED', planRefusalMessage);
      const content = input.content.trim();
      if (content === '') throw AppError.invalid('message', 'Type a message first');
      const connected = (await integrations.listForProject(input.owner.userId, input.projectId)).filter(
        (row) => row.status === 'connected' && row.token_ciphertext !== null,
      );
      for (const integration of connected) {
        const toNumber = await contacts.findNumberOfSession(integration.id, input.sessionId);
        if (toNumber === undefined || integration.token_ciphertext === null) continue;
        const last = await inbound.lastReceivedAt(integration.phone_number_id, toNumber);
        if (!windowOpen(last, clock())) {
          throw new AppError('FAILED_PRECONDITION', windowClosedMessage, { field: 'message' });
        }
        if (!setup)
          throw new AppError('FAILED_PRECONDITION', 'WhatsApp is not configured on this installation.');
        const token = setup.cipher.open(integration.token_ciphertext, {
          userId: integration.user_id,
          projectId: integration.project_id,
        });
        await setup.graph.sendText(token, integration.phone_number_id, toNumber, content);
        log.info({ integrationId: integration.id }, "owner's WhatsApp reply sent");
        return answering.storeOwnerMessage({
          projectId: input.projectId,
          sessionId: input.sessionId,
          owner: { id: input.owner.userId, name: input.ownerName },
          content,
        });
      }
      throw sessionNotFound();
    },
  };
}
