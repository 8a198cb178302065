import { contactRequestJobId, contactRequestJobOptions, type ContactRequest } from '@sitesage/queue';
import type { ContactRequestOutboxRepository } from '../../db/contact-request-outbox.repository.js';
import type { OutboxSource } from '../outbox/outbox-relay.service.js';

/** What the relay needs of a queue producer (createProducer's add on the contact-request queue). */
export type ContactRequestProducer = {
  add(data: ContactRequest, options: typeof contactRequestJobOptions & { jobId: string }): Promise<void>;
};

/**
 * The owners' e-mails about visitors asking for a person, as an outbox: written on the session by
 * the statement that records the request (TakeoverRepository.noteQuestion); ids only go over.
 */
export function contactRequestOutbox({
  outbox,
  producer,
}: {
  outbox: Pick<ContactRequestOutboxRepository, 'findUnrelayed' | 'markRelayed'>;
  producer: ContactRequestProducer;
}): OutboxSource {
  return {
    what: 'contact request',
    async findUnrelayed(limit) {
      const due = await outbox.findUnrelayed(limit);
      return due.map((request) => {
        const payload: ContactRequest = {
          ownerId: request.ownerId,
          projectId: request.projectId,
          sessionId: request.sessionId,
          requestedAt: request.requestedAt.toISOString(),
        };
        return {
          context: { ownerId: request.ownerId, projectId: request.projectId },
          handOver: () =>
            producer.add(payload, { ...contactRequestJobOptions, jobId: contactRequestJobId(payload) }),
          markRelayed: () => outbox.markRelayed(request),
        };
      });
    },
  };
}
