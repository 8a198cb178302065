import { z } from 'zod';
import { defineQueue } from '../queue-contract.js';

/**
 * A visitor asked for a person in a conversation no owner has stepped into: the chat service hands
 * it to the auth service, which owns the owner's e-mail address and their "Contact request"
 * notification choice. Ids only: no visitor text, name or address.
 */
export const contactRequestPayload = z.object({
  ownerId: z.string().min(1),
  /** The agent's internal id and the conversation, for the link to it. */
  projectId: z.string().min(1),
  sessionId: z.string().min(1),
  /** ISO-8601 UTC. */
  requestedAt: z.iso.datetime(),
});

export type ContactRequest = z.infer<typeof contactRequestPayload>;

export const contactRequestMailQueue = defineQueue('auth.contact-request-mail', contactRequestPayload);

/** One request, one job: a retried hand-over is the same job (BullMQ ids may not contain colons). */
export const contactRequestJobId = ({
  sessionId,
  requestedAt,
}: Pick<ContactRequest, 'sessionId' | 'requestedAt'>) =>
  `contact-${sessionId.replaceAll(':', '_')}-${String(Date.parse(requestedAt))}`;

/** An SMTP server that is down for a while still gets the request once it is back (about 8 hours). */
export const contactRequestJobOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 30_000 },
} as const;
