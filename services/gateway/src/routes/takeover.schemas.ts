import { bearer, id } from './schema-parts.js';
import { chatErrors, messageJson, sessionJson } from './chat.schemas.js';

// Human takeover (beyond the spec): an owner pauses the agent in one conversation, answers in
// person, and hands back; the visitor's chat waits for those answers. Widget and WhatsApp alike.

const sessionParams = { type: 'object', properties: { session_id: id }, required: ['session_id'] } as const;
const ownedQuery = { type: 'object', properties: { project_id: id }, required: ['project_id'] } as const;

export const takeOverSchema = {
  tags: ['chat'],
  summary: 'Take a conversation over: the agent stops answering in it until handed back',
  security: bearer,
  params: sessionParams,
  querystring: ownedQuery,
  response: { 200: sessionJson, ...chatErrors },
} as const;

export const handBackSchema = {
  tags: ['chat'],
  summary: 'Hand a conversation back to the agent, which answers the next message again',
  security: bearer,
  params: sessionParams,
  querystring: ownedQuery,
  response: { 200: sessionJson, ...chatErrors },
} as const;

export const ownerMessageSchema = {
  tags: ['chat'],
  summary:
    "The owner's own message in a conversation: shown at once in the visitor's open chat, or sent on WhatsApp (only within 24 hours of the customer's last message: 409 otherwise)",
  security: bearer,
  params: sessionParams,
  querystring: ownedQuery,
  body: {
    type: 'object',
    properties: { message: { type: 'string', maxLength: 100_000 } },
    required: ['message'],
    additionalProperties: false,
  },
  response: { 200: messageJson, ...chatErrors },
} as const;

export const waitingForPersonSchema = {
  tags: ['chat'],
  summary: "How many of the owner's conversations have a visitor waiting for a person (the admin badge)",
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: { conversations: { type: 'integer' } },
      required: ['conversations'],
    },
    ...chatErrors,
  },
} as const;

export const liveSchema = {
  tags: ['chat'],
  summary:
    "The visitor's chat waits (up to 20 s) for an owner's messages after `after` (a message id): answers them, and whether an owner holds the conversation",
  querystring: {
    type: 'object',
    properties: {
      project_id: id,
      session_id: id,
      after: { type: 'string', maxLength: 20, default: '' },
    },
    required: ['project_id', 'session_id'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        taken_over: { type: 'boolean' },
        taken_over_by: { type: 'string' },
        data: { type: 'array', items: messageJson },
      },
      required: ['taken_over', 'taken_over_by', 'data'],
    },
    ...chatErrors,
  },
} as const;
