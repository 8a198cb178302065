/** Where a conversation happens: the chat embedded in the owner's site, or WhatsApp. */
export type SessionSource = 'embedded_widget' | 'whatsapp';

/** A visitor's conversation as the owner sees it (spec §3 "Session (admin view)"). */
export type ChatSession = {
  id: string;
  project_id: string;
  source: SessionSource;
  /** What the visitor gave; '' when they gave nothing. */
  name: string;
  phone: string;
  email: string;
  city: string;
  /** What the visitor wants, as the agent understood it; '' until known. */
  intent: string;
  /** The visitor needs a person to step in. */
  escalate: boolean;
  created_at: string;
  last_message_at: string | null;
  message_count: number;
  /** The visitor's first message, shortened; '' before one. */
  first_question?: string;
  /** The agent declined at least one question in it. */
  declined?: boolean;
};

/** Which conversations the list shows; the server filters, so pages and totals agree. */
export type SessionFilter = 'all' | 'declined' | 'needs_attention';

export type MessageRole = 'user' | 'assistant';

/** `incomplete`: the reply stopped part way; `failed`: no reply could be given. */
export type MessageStatus = 'complete' | 'incomplete' | 'failed';

export type MessageSource = { url: string; title: string };

/** One message of a conversation (spec §3 "Chat message", admin view). */
export type ChatMessage = {
  id: string;
  session_id: string;
  project_id: string;
  role: MessageRole;
  message: string;
  prompt?: string;
  response?: string;
  timestamp: string;
  status: MessageStatus;
  /** `declined`: the agent said it could not answer. */
  metadata: { intent?: string; sources?: MessageSource[]; declined?: boolean };
};

/** One page of GET bot/history: newest message first. */
export type HistoryPage = { data: ChatMessage[] };
