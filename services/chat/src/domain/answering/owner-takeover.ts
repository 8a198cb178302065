import type { MessageRow } from '../../db/database.js';
import type { TakeoverRepository } from '../../db/takeover.repository.js';
import { asksForPerson } from './person-request.fns.js';

/** What answering needs from human takeover (the takeover repository). */
export type TakeoverCheck = {
  clock: () => Date;
  takeovers: Pick<TakeoverRepository, 'noteQuestion'>;
};

/**
 * Called once a visitor's question is stored: remembers a request for a person (the owner's inbox
 * lists those first), and when an owner has taken the conversation over answers the event that
 * ends the reply without the agent's words — the owner answers in person.
 */
export async function heldByOwner(check: TakeoverCheck, question: MessageRow, prompt: string) {
  const state = await check.takeovers.noteQuestion(
    question.project_id,
    question.session_id,
    asksForPerson(prompt) ? check.clock() : undefined,
  );
  if (!state?.takenOverBy) return undefined;
  return {
    kind: 'done' as const,
    sessionId: question.session_id,
    messageId: question.id,
    response: '',
    takenOver: true,
  };
}
