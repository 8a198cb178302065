import { UnrecoverableError, type Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '@sitesage/logger';
import { consumeQueue, contactRequestMailQueue } from '@sitesage/queue';
import type {
  ContactRequestOutcome,
  ContactRequestService,
} from '../domain/contact-requests/contact-request.service.js';
import { MailRefused } from '../domain/usage-alerts/mail-sender.port.js';

/**
 * Consumes `auth.contact-request-mail`: each job is one visitor asking for a person, mailed to the
 * agent's owner when they want it. An address the mail server refuses for good fails at once;
 * anything else is retried with BullMQ's backoff.
 */
export function startContactRequestMailWorker({
  connection,
  contactRequests,
  log,
}: {
  /** A worker-role connection (createRedis(url, 'worker')); the caller closes it after the worker. */
  connection: Redis;
  contactRequests: Pick<ContactRequestService, 'deliverContactRequest'>;
  log: Logger;
}): Worker<unknown, ContactRequestOutcome> {
  return consumeQueue(
    contactRequestMailQueue,
    async (request) => {
      try {
        return await contactRequests.deliverContactRequest(request);
      } catch (error) {
        if (error instanceof MailRefused) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection,
      log,
      failureMessages: {
        retrying: 'contact request not mailed yet; it will be tried again',
        givenUp: 'contact request not mailed; given up (the job is kept among failed jobs)',
      },
      concurrency: 2,
    },
  );
}
