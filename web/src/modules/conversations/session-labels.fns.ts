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

/** WhatsApp's customer-service window: free-form replies within 24 h of the customer's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export const WHATSAPP_WINDOW_CLOSED =
  "WhatsApp lets you reply freely only within 24 hours of the customer's last message. This conversation opens again when they write to you.";

/**
 * Whether and how the owner can answer this conversation themselves: WhatsApp ones always show
 * the spec's reply box (closed, with the reason, outside WhatsApp's window); a website chat once
 * the owner has taken it over (otherwise the agent answers it).
 */
export function replyState(
  session: Pick<ChatSession, 'source' | 'taken_over' | 'last_visitor_message_at'> | undefined,
  now: Date,
): { shown: false } | { shown: true; closedReason: string | null } {
  if (session === undefined) return { shown: false };
  if (session.source === 'whatsapp') {
    const last = session.last_visitor_message_at === null ? NaN : Date.parse(session.last_visitor_message_at);
    const open = Number.isFinite(last) && now.getTime() - last < WHATSAPP_WINDOW_MS;
    return { shown: true, closedReason: open ? null : WHATSAPP_WINDOW_CLOSED };
  }
  return session.taken_over ? { shown: true, closedReason: null } : { shown: false };
}
