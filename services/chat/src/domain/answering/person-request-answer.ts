import { wordsOf } from './words-of.fns.js';
import { asksForPerson, personRequestReply, type OwnerContact } from './person-request.fns.js';

/**
 * The reply to a visitor asking for a person, in place of a search of the site; undefined for any
 * other message. The conversation itself is flagged where the question is stored (classifyMessage).
 */
export function personRequestAnswer(prompt: string, contact: OwnerContact | undefined) {
  if (!asksForPerson(prompt)) return undefined;
  const reply = personRequestReply(contact ?? { email: '', whatsapp: '' });
  return { pieces: wordsOf(reply), sources: () => [], declined: false };
}
