import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { consumeQueue, whatsappInboundQueue } from '@sitesage/queue';
import type { InboundReplyService } from '../domain/whatsapp/inbound-reply.service.js';

/**
 * Consumes `integrations.whatsapp-inbound`: each job answers one stored WhatsApp message, once
 * (the message row says whether it was answered). Outages are retried with backoff.
 */
export function startWhatsAppInboundWorker({
  connection,
  replies,
  log,
}: {
  /** A worker-role connection (createRedis(url, 'worker')); the caller closes it after the worker. */
  connection: Redis;
  replies: Pick<InboundReplyService, 'process'>;
  log: Logger;
}): Worker<unknown, void> {
  return consumeQueue(whatsappInboundQueue, ({ messageId }) => replies.process(messageId), {
    connection,
    log,
    failureMessages: {
      retrying: 'WhatsApp message not answered yet; it will be tried again',
      givenUp: 'WhatsApp message not answered; given up (the job is kept among failed jobs)',
    },
    // One at a time: a user's messages are answered in the order they came, in one conversation.
    concurrency: 1,
  });
}
