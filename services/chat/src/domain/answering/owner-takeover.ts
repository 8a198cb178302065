import type { MessageRow } from '../../db/database.js';
import type { HeldBy } from '../../db/questions.repository.js';
import type { TakeoverRepository } from '../../db/takeover.repository.js';
import { asksForPerson } from './person-request.fns.js';

/** What answering needs from human takeover (the takeover repository). */
export type TakeoverCheck = {
  clock: () => Date;
  takeovers: Pick<TakeoverRepository, 'noteQuestion'>;
};

/**
 * Called once a visitor's message is stored: records a request for a person (the owner's inbox
 * lists those first; the e-mail about a new one is written with it and relayed by the outbox
 * relay), and when an owner has taken the conversation over answers the event that ends the
 * reply without the agent's words — the owner answers in person. This is the one takeover check:
 * every kind of message (text, or a WhatsApp picture's stand-in) passes it before any reply.
 */
export async function heldByOwner(
  check: TakeoverCheck,
  question: MessageRow,
  prompt: string,
  ownerId: string,
  /** Who held the session as the question was stored (the same statement read it). */
  heldBy: HeldBy,
) {
  const personRequest = asksForPerson(prompt) ? { at: check.clock(), ownerId } : undefined;
  // Only a request for a person is written down; otherwise the state read with the question holds.
  const state = personRequest
    ? await check.takeovers.noteQuestion(question.project_id, question.session_id, personRequest)
    : heldBy;
  if (!state?.takenOverBy) return undefined;
  return {
    kind: 'done' as const,
    sessionId: question.session_id,
    messageId: question.id,
    response: '',
    takenOver: true,
  };
}
