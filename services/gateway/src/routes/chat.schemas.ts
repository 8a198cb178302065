import { bearer, errorSchema, id, text } from './schema-parts.js';

// Schemas of the visitor chat and conversation endpoints (spec §7 Bot and sessions). Requests:
// unknown fields are dropped, types and sizes checked here; what a message may say and who may see
// a session is the chat service's call. Responses: only the listed fields leave.

export const chatErrors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  403: errorSchema,
  404: errorSchema,
  // A paused agent (above its owner's plan limit) takes no conversation.
  409: errorSchema,
  413: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

const page = {
  type: 'object',
  properties: {
    project_id: id,
    session_id: id,
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
  required: ['project_id'],
} as const;

const sourceJson = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    title: { type: 'string' },
    // Present on the owner's Q&A answer: no link (url ''), the title names its question.
    kind: { type: 'string', enum: ['qa'] },
  },
  required: ['url', 'title'],
} as const;

export const sessionJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    project_id: { type: 'string' },
    source: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    city: { type: 'string' },
    intent: { type: 'string' },
    escalate: { type: 'boolean' },
    created_at: { type: 'string' },
    last_message_at: { type: ['string', 'null'] },
    message_count: { type: 'integer' },
    first_question: { type: 'string' },
    declined: { type: 'boolean' },
    /** An owner is answering in person: the agent is paused in this conversation. */
    taken_over: { type: 'boolean' },
    taken_over_by: { type: 'string' },
    /** The visitor's latest message: WhatsApp's 24-hour customer-service window runs from it. */
    last_visitor_message_at: { type: ['string', 'null'] },
    /** The visitor asked for a person and no owner has stepped in since. */
    person_waiting: { type: 'boolean' },
  },
  required: [
    'id',
    'project_id',
    'source',
    'name',
    'phone',
    'email',
    'city',
    'intent',
    'escalate',
    'created_at',
    'last_message_at',
    'message_count',
    'taken_over',
    'taken_over_by',
    'last_visitor_message_at',
    'person_waiting',
  ],
} as const;

export const messageJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    session_id: { type: 'string' },
    project_id: { type: 'string' },
    role: { type: 'string' },
    message: { type: 'string' },
    prompt: { type: 'string' },
    response: { type: 'string' },
    timestamp: { type: 'string' },
    status: { type: 'string' },
    /** Who wrote it: visitor, agent, or owner (an owner answering in person, named by author_name). */
    author: { type: 'string', enum: ['visitor', 'agent', 'owner'] },
    author_name: { type: 'string' },
    metadata: {
      type: 'object',
      properties: {
        intent: { type: 'string' },
        sources: { type: 'array', items: sourceJson },
        declined: { type: 'boolean' },
      },
    },
  },
  required: [
    'id',
    'session_id',
    'project_id',
    'role',
    'message',
    'timestamp',
    'status',
    'author',
    'author_name',
    'metadata',
  ],
} as const;

/** A message a visitor sends: the length rule (2,000 characters) is the chat service's, answered 413. */
const messageBody = {
  type: 'object',
  properties: {
    prompt: { type: 'string', maxLength: 100_000 },
    session_id: { type: 'string', maxLength: 64, default: '' },
    project_id: id,
  },
  required: ['prompt', 'project_id'],
  additionalProperties: false,
} as const;

export const createSessionSchema = {
  tags: ['chat'],
  summary: "Start a visitor's chat session with an agent (by its public id)",
  body: {
    type: 'object',
    properties: {
      project_id: id,
      user_agent: text(1024),
      platform: text(256),
      language: text(64),
      screen: {
        type: 'object',
        properties: {
          width: { type: 'integer' },
          height: { type: 'integer' },
          color_depth: { type: 'integer' },
          pixel_depth: { type: 'integer' },
        },
        additionalProperties: false,
      },
      timezone: text(128),
      online: { type: 'boolean' },
      connection: text(64),
      referrer: text(4096),
      page_url: text(4096),
      history_length: { type: 'integer' },
      name: text(200),
      email: text(320),
      phone: text(64),
    },
    required: ['project_id'],
    additionalProperties: false,
  },
  response: {
    201: {
      type: 'object',
      properties: { id: { type: 'string' }, project_id: { type: 'string' }, created_at: { type: 'string' } },
      required: ['id', 'project_id', 'created_at'],
    },
    ...chatErrors,
  },
} as const;

export const listSessionsSchema = {
  tags: ['chat'],
  summary: "An agent's visitor sessions, latest activity first (the owner's conversations)",
  security: bearer,
  querystring: {
    ...page,
    properties: {
      ...page.properties,
      filter: { type: 'string', enum: ['all', 'declined', 'needs_attention'], default: 'all' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: sessionJson }, total: { type: 'integer' } },
      required: ['data', 'total'],
    },
    ...chatErrors,
  },
} as const;

export const getSessionSchema = {
  tags: ['chat'],
  summary: 'One visitor session of an agent the owner owns',
  security: bearer,
  params: { type: 'object', properties: { session_id: id }, required: ['session_id'] },
  querystring: { type: 'object', properties: { project_id: id }, required: ['project_id'] },
  response: { 200: sessionJson, ...chatErrors },
} as const;

export const historySchema = {
  tags: ['chat'],
  summary:
    "One session's messages, newest first. With a bearer token: the owner's view (project_id is the agent's id); without: the visitor's own session (project_id is the public id)",
  querystring: { ...page, required: ['project_id', 'session_id'] },
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: messageJson } }, required: ['data'] },
    ...chatErrors,
  },
} as const;

export const sendMessageSchema = {
  tags: ['chat'],
  summary:
    "Ask the agent: the whole reply with its sources (a session is created on a visitor's first message)",
  body: messageBody,
  response: {
    200: {
      type: 'object',
      properties: {
        response: { type: 'string' },
        sources: { type: 'array', items: sourceJson },
        session_id: { type: 'string' },
      },
      required: ['response', 'sources', 'session_id'],
    },
    ...chatErrors,
  },
} as const;

export const streamMessageSchema = {
  tags: ['chat'],
  summary:
    'Ask the agent, streamed as Server-Sent Events: token {text}, sources {sources}, done {session_id, message_id, response, taken_over}, error {detail, code}; taken_over: an owner answers this conversation in person, so the agent did not',
  body: messageBody,
  response: chatErrors,
} as const;

export const sendBotMessageSchema = {
  tags: ['chat'],
  summary: "Add a visitor's message to a session without answering it (visitors write user turns only)",
  body: {
    type: 'object',
    properties: {
      project_id: id,
      session_id: id,
      message: { type: 'string', maxLength: 100_000 },
      role: text(32),
      timestamp: text(64),
    },
    required: ['project_id', 'session_id', 'message'],
    additionalProperties: false,
  },
  response: { 200: messageJson, ...chatErrors },
} as const;
