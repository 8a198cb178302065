import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps come back as Date and may be written as Date (the database fills them when omitted). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A nullable column that may be left out on insert. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type SessionSource = 'embedded_widget' | 'whatsapp';
export type MessageRole = 'user' | 'assistant';
/**
 * complete; incomplete: the reply stream broke after some text (what the visitor saw is kept);
 * failed: no reply could be written at all.
 */
export type MessageStatus = 'complete' | 'incomplete' | 'failed';

/** What a message carries besides its text. */
export type MessageMetadata = {
  /** The visitor's intent, on user messages. */
  intent?: string;
  /** On user messages: this one needs the owner (a request for a person, a complaint). */
  escalate?: boolean;
  /** The pages the reply drew on, on assistant messages; kind 'qa': the owner's Q&A (no url). */
  sources?: Array<{ url: string; title: string; kind?: 'qa' }>;
  /** On assistant messages: the agent said it could not answer (nothing in the site matched). */
  declined?: boolean;
  /**
   * On the built-in answerer's replies: how well the best quote matched, by meaning or by words
   * (domain/answering/answer-match.fns.ts); below a bar there, the answer was weak.
   */
  match?: { by: 'meaning' | 'words'; fit: number };
};

/** What the visitor's browser reported when the session started (Session creation payload). */
export type ScreenInfo = { width?: number; height?: number; color_depth?: number; pixel_depth?: number };

export type SessionsTable = {
  /** Random, at least 128 bits (see session-id.fns.ts): it is all a visitor needs to continue a chat. */
  id: string;
  /** Internal project id (projects.v1.Project.id), not the public slug. */
  project_id: string;
  source: SessionSource;
  /** The visitor's details, when the project asks for them. */
  name: Optional<string>;
  email: Optional<string>;
  phone: Optional<string>;
  city: Optional<string>;
  intent: Optional<string>;
  escalate: Generated<boolean>;
  user_agent: Optional<string>;
  platform: Optional<string>;
  language: Optional<string>;
  timezone: Optional<string>;
  referrer: Optional<string>;
  page_url: Optional<string>;
  screen: Optional<ScreenInfo>;
  created_at: Timestamp;
  /** Null until the first message. Kept by whoever writes messages, for the owner's session list. */
  last_message_at: Optional<Date>;
  /** Set by the first answered question, which counts the conversation against the owner's cycle. */
  conversation_counted: Generated<boolean>;
  /** The owner answering in person (the agent is paused here), and their name; null: the agent answers. */
  taken_over_by: Optional<string>;
  taken_over_by_name: Optional<string>;
  /** The visitor's latest request for a person, and when an owner last stepped in (took over or wrote). */
  person_requested_at: Optional<Date>;
  person_answered_at: Optional<Date>;
  /**
   * The outbox of the owner's e-mail about a new request for a person: the request it is for, and
   * the owner to tell; cleared once handed to auth's e-mail queue.
   */
  contact_request_due_at: Optional<Date>;
  contact_request_owner_id: Optional<string>;
};

export type MessagesTable = {
  /** bigserial: pg returns int8 as a string. Also the order messages were written in. */
  id: Generated<string>;
  session_id: string;
  /** The session's project, repeated so analytics never join through sessions. */
  project_id: string;
  role: MessageRole;
  content: string;
  metadata: ColumnType<MessageMetadata, MessageMetadata | undefined, MessageMetadata>;
  status: Generated<MessageStatus>;
  created_at: Timestamp;
  /** Set on an owner's own message (role assistant): who wrote it. Null: the visitor or the agent. */
  author_id: Optional<string>;
  author_name: Optional<string>;
};

export type ConversationUsageTable = {
  owner_id: string;
  /** The billing cycle the conversations were started in (billing's window; a calendar month on Free). */
  cycle_start: Date;
  cycle_end: Date;
  conversations: Generated<number>;
};

export type VisitorConversationsTable = {
  project_id: string;
  /** The gateway's hash of the visitor's address. */
  visitor_key: string;
  /** The day (UTC) the conversations were started on. */
  day: ColumnType<Date, string, string>;
  conversations: Generated<number>;
};

/** 80 or 100: the share of the cycle's conversations the owner was told about. */
export type UsageThreshold = 80 | 100;

export type UsageNoticesTable = {
  owner_id: string;
  cycle_start: Date;
  cycle_end: Date;
  threshold: UsageThreshold;
  /** The cycle's conversations and the plan's quota when the threshold was crossed. */
  conversations: number;
  quota: number;
  created_at: Timestamp;
  /** When the notice was handed to the auth service's e-mail queue; null until then (an outbox). */
  relayed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
};

export type UnansweredDismissalsTable = {
  project_id: string;
  message_id: string;
  dismissed_at: Date;
};

export type ChatDatabase = {
  'chat.unanswered_dismissals': UnansweredDismissalsTable;
  'chat.sessions': SessionsTable;
  'chat.messages': MessagesTable;
  'chat.conversation_usage': ConversationUsageTable;
  'chat.visitor_conversations': VisitorConversationsTable;
  'chat.usage_notices': UsageNoticesTable;
};

export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type NewMessageRow = Insertable<MessagesTable>;
