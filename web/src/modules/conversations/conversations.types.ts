import type { ApiQuery, ApiReply } from '../../api/http-contract';

// The conversation API's types come from the HTTP contract (web/src/api); the values the server
// writes from a closed list are narrowed here.

/** Where a conversation happens: the chat embedded in the owner's site, or WhatsApp. */
export type SessionSource = 'embedded_widget' | 'whatsapp';

/**
 * A visitor's conversation as the owner sees it (spec §3 "Session (admin view)"). `name`, `phone`,
 * `email`: what the visitor gave ('' when nothing); `intent`: what the visitor wants, as the agent
 * understood it ('' until known); `escalate`: the visitor needs a person to step in;
 * `first_question`: the visitor's first message, shortened; `declined`: the agent declined at
 * least one question in it.
 */
export type ChatSession = Omit<ApiReply<'/bot/sessions/{session_id}', 'get'>, 'source'> & {
  source: SessionSource;
};

/** Which conversations the list shows; the server filters, so pages and totals agree. */
export type SessionFilter = NonNullable<ApiQuery<'/bot/sessions', 'get'>['filter']>;

export type MessageRole = 'user' | 'assistant';

/** `incomplete`: the reply stopped part way; `failed`: no reply could be given. */
export type MessageStatus = 'complete' | 'incomplete' | 'failed';

type HistoryJson = ApiReply<'/bot/history', 'get'>;
type MessageJson = HistoryJson['data'][number];

export type MessageSource = NonNullable<MessageJson['metadata']['sources']>[number];

/**
 * One message of a conversation (spec §3 "Chat message", admin view); `metadata.declined`: the
 * agent said it could not answer.
 */
export type ChatMessage = Omit<MessageJson, 'role' | 'status'> & {
  role: MessageRole;
  status: MessageStatus;
};

/** One page of GET bot/history: newest message first. */
export type HistoryPage = Omit<HistoryJson, 'data'> & { data: ChatMessage[] };
