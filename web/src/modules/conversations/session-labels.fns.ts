import type { ChatSession, SessionSource } from './conversations.types';

export const SOURCE_LABEL: Record<SessionSource, string> = {
  embedded_widget: 'Website',
  whatsapp: 'WhatsApp',
};

/** The visitor's name, or 'Anonymous visitor' when they gave none. */
export function visitorName(session: Pick<ChatSession, 'name'>): string {
  const name = session.name.trim();
  return name === '' ? 'Anonymous visitor' : name;
}

/** The visitor's email and phone, those they gave, as one line ('' when neither). */
export function visitorContact(session: Pick<ChatSession, 'email' | 'phone'>): string {
  return [session.email, session.phone]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' · ');
}

/** Whether the owner can answer this conversation themselves (only WhatsApp ones, spec §2). */
export function acceptsReplies(session: Pick<ChatSession, 'source'> | undefined): boolean {
  return session?.source === 'whatsapp';
}
