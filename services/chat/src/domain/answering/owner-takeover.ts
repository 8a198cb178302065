import type { MessageRow } from '../../db/database.js';
import type { TakeoverRepository } from '../../db/takeover.repository.js';
import { asksForPerson } from './person-request.fns.js';

/** What answering needs from human takeover (the takeover repository, the owner's notice). */
export type TakeoverCheck = {
  clock: () => Date;
  takeovers: Pick<TakeoverRepository, 'noteQuestion'>;
  /** Tells the owner a visitor asked for a person (auth e-mails it if the owner wants that). */
  announcePersonRequest: (request: {
    ownerId: string;
    projectId: string;
    sessionId: string;
    at: Date;
  }) => Promise<void>;
};

/**
 * Called once a visitor's question is stored: remembers a request for a person (the owner's inbox
 * lists those first), and when an owner has taken the conversation over answers the event that
 * ends the reply without the agent's words — the owner answers in person.
 */
export async function heldByOwner(
  check: TakeoverCheck,
  question: MessageRow,
  prompt: string,
  ownerId: string,
) {
  const requestedAt = asksForPerson(prompt) ? check.clock() : undefined;
  const state = await check.takeovers.noteQuestion(question.project_id, question.session_id, requestedAt);
  // Only a new wait is announced: asking again while the owner has not stepped in mails nothing more.
  if (requestedAt && state && !state.wasWaiting && !state.takenOverBy) {
    await check.announcePersonRequest({
      ownerId,
      projectId: question.project_id,
      sessionId: question.session_id,
      at: requestedAt,
    });
  }
  if (!state?.takenOverBy) return undefined;
  return {
    kind: 'done' as const,
    sessionId: question.session_id,
    messageId: question.id,
    response: '',
    takenOver: true,
  };
}
