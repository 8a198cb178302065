import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { DeliveryStatusesRepository } from '../../db/delivery-statuses.repository.js';
import type { InboundMessagesRepository } from '../../db/inbound-messages.repository.js';
import { isValidHubSignature } from './hub-signature.fns.js';
import { deliveryStatusesOf, inboundMessagesOf } from './webhook-payload.fns.js';

/** Puts a stored message on the answering queue (idempotent per message id). */
export type EnqueueInbound = (messageId: string) => Promise<void>;

export type WhatsAppWebhookService = ReturnType<typeof createWhatsAppWebhookService>;

const signatureRefused = () =>
  new AppError('PERMISSION_DENIED', 'The webhook signature is not valid.', { field: 'X-Hub-Signature-256' });

const sameSecret = (offered: string, expected: string) => {
  const a = Buffer.from(offered, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Meta's webhook: `verify` answers the subscription handshake, `receive` checks
 * X-Hub-Signature-256 over the raw body bytes, stores each user message once per Meta message id
 * and queues it, and records the delivery statuses of our replies, answering at once (the agent's
 * reply is the worker's job).
 */
export function createWhatsAppWebhookService(deps: {
  clock: Clock;
  log: Logger;
  messages: Pick<InboundMessagesRepository, 'insertMessage' | 'findMessage'>;
  statuses: Pick<DeliveryStatusesRepository, 'recordStatus'>;
  /** Empty: no Meta app on this installation, and no delivery verifies. */
  appSecret: string;
  /** Empty: the handshake is refused. */
  verifyToken: string;
  enqueue: EnqueueInbound;
}) {
  const { clock, log, messages } = deps;
  return {
    verify(input: { mode: string; verifyToken: string; challenge: string }): { challenge: string } {
      const accepted =
        input.mode === 'subscribe' &&
        deps.verifyToken !== '' &&
        sameSecret(input.verifyToken, deps.verifyToken);
      if (!accepted) {
        log.warn({ mode: input.mode.slice(0, 20) }, 'WhatsApp webhook verification refused');
        throw new AppError('PERMISSION_DENIED', 'The verify token does not match.', {
          field: 'hub.verify_token',
        });
      }
      // Echoed back as plain text: only what Meta sends (digits) is echoed.
      if (!/^[A-Za-z0-9_-]{1,200}$/.test(input.challenge))
        throw AppError.invalid('hub.challenge', 'hub.challenge is required');
      return { challenge: input.challenge };
    },

    async receive(input: {
      body: Buffer;
      signature: string;
    }): Promise<{ accepted: number; duplicates: number; statuses: number }> {
      if (!isValidHubSignature(input.body, input.signature, deps.appSecret)) {
        log.warn({ bytes: input.body.length }, 'WhatsApp webhook signature did not verify');
        throw signatureRefused();
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(input.body.toString('utf8'));
      } catch {
        throw AppError.invalid('body', 'The webhook body is not JSON.');
      }
      let accepted = 0;
      let duplicates = 0;
      for (const message of inboundMessagesOf(parsed)) {
        const fresh = await messages.insertMessage({ ...message, at: clock() });
        if (fresh) accepted += 1;
        else duplicates += 1;
        // A redelivery of a message not answered yet is queued again: the same job id, one job.
        if (fresh || (await messages.findMessage(message.messageId))?.processed_at == null)
          await deps.enqueue(message.messageId);
      }
      // Statuses are one conditional upsert each (forward only): recorded here, nothing to queue.
      const statuses = deliveryStatusesOf(parsed);
      for (const status of statuses) await deps.statuses.recordStatus(status);
      return { accepted, duplicates, statuses: statuses.length };
    },
  };
}
