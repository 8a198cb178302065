import { agentRouteErrors, bearer, id } from './schema-parts.js';

// Schemas of an agent's unanswered questions (issue 20).

const errors = agentRouteErrors;

const projectParams = { type: 'object', properties: { id }, required: ['id'] } as const;

const groupJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    question: { type: 'string' },
    examples: { type: 'array', items: { type: 'string' } },
    count: { type: 'integer' },
    last_asked_at: { type: 'string' },
    reasons: { type: 'array', items: { type: 'string', enum: ['declined', 'person', 'weak'] } },
    session_id: { type: 'string' },
  },
  required: ['id', 'question', 'examples', 'count', 'last_asked_at', 'reasons', 'session_id'],
} as const;

export const listUnansweredSchema = {
  tags: ['conversations'],
  summary:
    'Questions the agent declined or answered weakly, or where a visitor asked for a person, grouped by meaning (most asked first)',
  security: bearer,
  params: projectParams,
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: groupJson } },
      required: ['data'],
    },
    ...errors,
  },
} as const;

export const dismissUnansweredSchema = {
  tags: ['conversations'],
  summary: 'Dismiss a group of unanswered questions (a later asking of it waits again)',
  security: bearer,
  params: { type: 'object', properties: { id, group_id: id }, required: ['id', 'group_id'] },
  response: {
    200: { type: 'object', properties: { dismissed: { type: 'integer' } }, required: ['dismissed'] },
    ...errors,
  },
} as const;

export const unansweredCountsSchema = {
  tags: ['conversations'],
  summary: "How many groups of unanswered questions wait, across the owner's agents",
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: {
        waiting: { type: 'integer' },
        projects: {
          type: 'array',
          items: {
            type: 'object',
            properties: { project_id: { type: 'string' }, waiting: { type: 'integer' } },
            required: ['project_id', 'waiting'],
          },
        },
      },
      required: ['waiting', 'projects'],
    },
    ...errors,
  },
} as const;
