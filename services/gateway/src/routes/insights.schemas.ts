import { agentRouteErrors, bearer, id, text } from './schema-parts.js';

// Schema of an agent's insights (issue 20).

const errors = agentRouteErrors;

const count = { type: 'integer' } as const;

const dayJson = {
  type: 'object',
  properties: {
    day: { type: 'string', description: 'YYYY-MM-DD in the time zone of the answer' },
    conversations: count,
    answered: count,
    declined: count,
    weak: count,
    escalations: count,
  },
  required: ['day', 'conversations', 'answered', 'declined', 'weak', 'escalations'],
} as const;

const hourJson = {
  type: 'object',
  properties: { hour: count, questions: count },
  required: ['hour', 'questions'],
} as const;

const questionJson = {
  type: 'object',
  properties: {
    question: { type: 'string' },
    examples: { type: 'array', items: { type: 'string' } },
    count,
    last_asked_at: { type: 'string' },
  },
  required: ['question', 'examples', 'count', 'last_asked_at'],
} as const;

export const getInsightsSchema = {
  tags: ['conversations'],
  summary:
    "An agent's conversations, answered/declined/weak replies, escalations, top questions and busiest hours over its last 7 or 30 days",
  security: bearer,
  params: { type: 'object', properties: { id }, required: ['id'] },
  querystring: {
    type: 'object',
    properties: {
      days: { type: 'integer', enum: [7, 30], default: 7 },
      time_zone: {
        ...text(64),
        default: '',
        description:
          "The owner's IANA time zone (the browser's), which days and hours are counted in; empty: UTC",
      },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        since: { type: 'string' },
        until: { type: 'string' },
        time_zone: { type: 'string' },
        days: { type: 'array', items: dayJson },
        hours: { type: 'array', items: hourJson },
        top_questions: { type: 'array', items: questionJson },
        questions: count,
        grouped_questions: count,
      },
      required: [
        'since',
        'until',
        'time_zone',
        'days',
        'hours',
        'top_questions',
        'questions',
        'grouped_questions',
      ],
    },
    ...errors,
  },
} as const;
