/**
 * Whether a reply declined, by the product's own signal: the chat service marks no structured
 * "declined" flag, so a reply without sources, or one carrying the answerer's own no-match
 * sentence (imported, never copied, so a reworded sentence is still recognised), is a decline.
 */
import { noMatchAnswer } from '@sitesage/chat/answering';

export function isProductDecline(reply: string, sources: readonly string[]): boolean {
  return sources.length === 0 || reply.includes(noMatchAnswer);
}
