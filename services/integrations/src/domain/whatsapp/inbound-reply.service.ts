import { createHash } from 'node:crypto';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { ContactsRepository } from '../../db/contacts.repository.js';
import type { InboundMessageRow, IntegrationRow } from '../../db/database.js';
import type { InboundMessagesRepository } from '../../db/inbound-messages.repository.js';
import type { IntegrationsRepository } from '../../db/integrations.repository.js';
import { planAllowsIntegrations } from '../catalogue/catalogue.fns.js';
import type { AgentAnswering, WhatsAppContent, WhatsAppVisitor } from './agent-answering.port.js';
import { whatsappReply } from './reply-text.fns.js';
import type { WhatsAppSetup } from './whatsapp-connect.service.js';
import { isSendRefused } from './whatsapp-graph.port.js';

export type InboundReplyService = ReturnType<typeof createInboundReplyService>;

const visitorOf = (message: InboundMessageRow): WhatsAppVisitor => ({
  fromNumber: message.from_number,
  profileName: message.profile_name,
  visitorKey: createHash('sha256').update(`whatsapp:${message.from_number}`).digest('hex'),
});

/**
 * What the user sent, as the chat service takes it. A text without words is handed over as Meta's
 * own type for a message it cannot show ('unsupported'), so it is stored and answered like one.
 */
const contentOf = (message: InboundMessageRow): WhatsAppContent => {
  if (message.kind !== 'text') return { type: message.kind };
  return message.text.trim() === '' ? { type: 'unsupported' } : { text: message.text };
};

/**
 * Answers one stored WhatsApp message (the queue's job): the agent connected to the receiving
 * number answers in the user's conversation with it, and the reply goes back through the Cloud
 * API. Once per message: the reply is kept before it is sent, so a retried job neither asks the
 * agent again nor, once Meta took the reply, sends it twice.
 */
export function createInboundReplyService(deps: {
  clock: Clock;
  log: Logger;
  messages: Pick<InboundMessagesRepository, 'findMessage' | 'keepReply' | 'markProcessed'>;
  integrations: Pick<IntegrationsRepository, 'findConnectedByPhone'>;
  contacts: ContactsRepository;
  answering: AgentAnswering;
  setup: WhatsAppSetup | undefined;
}) {
  const { clock, log, messages, contacts, answering } = deps;

  async function conversationFor(integration: IntegrationRow, visitor: WhatsAppVisitor, fresh: boolean) {
    const known = fresh ? undefined : await contacts.findSessionId(integration.id, visitor.fromNumber);
    if (known) {
      await contacts.touch(integration.id, visitor.fromNumber, visitor.profileName, clock());
      return known;
    }
    const sessionId = await answering.startConversation({ projectId: integration.project_id, visitor });
    await contacts.saveContact({
      integrationId: integration.id,
      fromNumber: visitor.fromNumber,
      chatSessionId: sessionId,
      profileName: visitor.profileName,
      at: clock(),
    });
    return sessionId;
  }

  /**
   * The agent's reply text; 'plan_refused' when the owner's plan no longer has WhatsApp,
   * 'owner_answering' when an owner has taken the conversation over (they reply in person). Every
   * kind of message goes through the chat service, so it is stored in the conversation and the one
   * takeover check there keeps the agent quiet, whether the user wrote or sent a picture.
   */
  async function replyTo(
    message: InboundMessageRow,
    integration: IntegrationRow,
  ): Promise<string | { skipped: 'plan_refused' | 'owner_answering' }> {
    const plan = await answering.planOf(integration.user_id);
    if (!planAllowsIntegrations(plan)) return { skipped: 'plan_refused' };
    const visitor = visitorOf(message);
    const ask = async (fresh: boolean) =>
      answering.answer({
        projectId: integration.project_id,
        ownerId: integration.user_id,
        plan,
        sessionId: await conversationFor(integration, visitor, fresh),
        content: contentOf(message),
        visitor,
      });
    let answer = await ask(false);
    if (answer === 'session_gone') answer = await ask(true);
    if (answer === 'session_gone') throw new Error('the chat service lost a conversation it just opened');
    if (answer === 'taken_over') return { skipped: 'owner_answering' };
    return whatsappReply(answer.text, answer.sources);
  }

  return {
    async process(messageId: string): Promise<void> {
      const message = await messages.findMessage(messageId);
      if (!message || message.processed_at) return;
      const integration = await deps.integrations.findConnectedByPhone(message.phone_number_id);
      if (!integration?.token_ciphertext || !deps.setup) {
        await messages.markProcessed(messageId, 'no_connection', clock());
        return;
      }
      let reply = message.reply_text;
      if (reply === null) {
        const made = await replyTo(message, integration);
        if (typeof made !== 'string') {
          log.info(
            { integrationId: integration.id, outcome: made.skipped },
            made.skipped === 'plan_refused'
              ? 'WhatsApp message left unanswered: the plan has no integrations'
              : 'WhatsApp message left to the owner, who took the conversation over',
          );
          await messages.markProcessed(messageId, made.skipped, clock());
          return;
        }
        reply = made;
        await messages.keepReply(messageId, reply);
      }
      const token = deps.setup.cipher.open(integration.token_ciphertext, {
        userId: integration.user_id,
        projectId: integration.project_id,
      });
      let sentId: string;
      try {
        sentId = await deps.setup.graph.sendText(
          token,
          integration.phone_number_id,
          message.from_number,
          reply,
        );
      } catch (error) {
        if (!isSendRefused(error)) throw error;
        // Retrying cannot change Meta's answer; the message is settled as refused, not retried.
        log.warn({ integrationId: integration.id }, 'Meta refused the WhatsApp reply: not retried');
        await messages.markProcessed(messageId, 'send_refused', clock());
        return;
      }
      await messages.markProcessed(messageId, 'answered', clock(), sentId);
      log.info({ integrationId: integration.id }, 'WhatsApp message answered');
    },
  };
}
