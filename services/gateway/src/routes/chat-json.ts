import type { ChatMessage__Output, ChatSession__Output } from '@sitesage/contracts';

/**
 * A source under an answer: a page ({url, title}), or the owner's Q&A ({url: '', title: 'Q&A: …',
 * kind: 'qa'}), which the widget shows as a label rather than a link.
 */
export function sourceToJson({ url, title, kind }: { url: string; title: string; kind: string }) {
  return kind === 'qa' ? { url, title, kind: 'qa' as const } : { url, title };
}

/** A session as the owner's conversation table reads it (spec §3 Session admin view). */
export function sessionToJson(session: ChatSession__Output) {
  return {
    id: session.id,
    project_id: session.project_id,
    source: session.source,
    name: session.name,
    phone: session.phone,
    email: session.email,
    city: session.city,
    intent: session.intent,
    escalate: session.escalate,
    created_at: session.created_at,
    last_message_at: session.last_message_at || null,
    message_count: session.message_count,
    first_question: session.first_question,
    declined: session.declined,
    taken_over: session.taken_over,
    taken_over_by: session.taken_over_by,
    last_visitor_message_at: session.last_visitor_message_at || null,
    person_waiting: session.person_waiting,
  };
}

/**
 * A message in both of the spec's shapes: the visitor chat reads `prompt` (user) or `response`
 * (assistant); the owner's viewer reads `message`, `timestamp` and `metadata.intent`. `project_id`
 * is the one the caller named (the public id for visitors), never the other.
 */
export function messageToJson(message: ChatMessage__Output, projectId: string) {
  return {
    id: message.id,
    session_id: message.session_id,
    project_id: projectId,
    role: message.role,
    message: message.content,
    ...(message.role === 'user' ? { prompt: message.content } : { response: message.content }),
    timestamp: message.created_at,
    status: message.status,
    author: authorOf(message),
    author_name: message.author_name,
    metadata: {
      ...(message.intent ? { intent: message.intent } : {}),
      sources: message.sources.map(sourceToJson),
      ...(message.declined ? { declined: true } : {}),
    },
  };
}

/** Who wrote a message, as chat says; read from its role when a message carries no author. */
function authorOf({ author, role }: ChatMessage__Output): 'visitor' | 'agent' | 'owner' {
  if (author === 'visitor' || author === 'owner' || author === 'agent') return author;
  return role === 'user' ? 'visitor' : 'agent';
}
