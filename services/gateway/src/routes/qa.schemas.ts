import { agentRouteErrors, bearer, errorSchema, id, text } from './schema-parts.js';

// Schemas of a Q&A training set's pairs (issue 20). The lengths are checked again, in product
// words, by the ingestion service, which also keeps a set at its 500 questions.

const errors = agentRouteErrors;

/** An imported file's text; the JSON body carrying it may be larger (escapes), see qa.routes.ts. */
export const maxCsvChars = 1_000_000;

const qaPairJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    knowledgebase_id: { type: 'string' },
    question: { type: 'string' },
    answer: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: ['id', 'knowledgebase_id', 'question', 'answer', 'created_at', 'updated_at'],
} as const;

const setParams = {
  type: 'object',
  properties: { kb_id: id },
  required: ['kb_id'],
} as const;

export const pairParams = {
  type: 'object',
  properties: { kb_id: id, qa_id: id },
  required: ['kb_id', 'qa_id'],
} as const;

const pairBody = {
  type: 'object',
  properties: { question: text(300), answer: text(2_000) },
  required: ['question', 'answer'],
  additionalProperties: false,
} as const;

export const listQaPairsSchema = {
  tags: ['knowledge'],
  summary: "A Q&A training set's questions and answers, newest first",
  security: bearer,
  params: setParams,
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: qaPairJson }, total: { type: 'integer' } },
      required: ['data', 'total'],
    },
    ...errors,
  },
} as const;

export const createQaPairSchema = {
  tags: ['knowledge'],
  summary: 'Add a question and its answer to a Q&A training set',
  security: bearer,
  params: setParams,
  body: pairBody,
  response: { 201: qaPairJson, 409: errorSchema, ...errors },
} as const;

export const updateQaPairSchema = {
  tags: ['knowledge'],
  summary: 'Change a question or its answer',
  security: bearer,
  params: pairParams,
  body: pairBody,
  response: { 200: qaPairJson, ...errors },
} as const;

export const deleteQaPairSchema = {
  tags: ['knowledge'],
  summary: 'Remove a question and its answer',
  security: bearer,
  params: pairParams,
  response: { 204: { type: 'null' }, ...errors },
} as const;

export const importQaCsvSchema = {
  tags: ['knowledge'],
  summary:
    'Import questions and answers from CSV (header question,answer; at most 500 rows): all or nothing, a bad row is named',
  security: bearer,
  params: setParams,
  body: {
    type: 'object',
    properties: { csv: { ...text(maxCsvChars), minLength: 1 } },
    required: ['csv'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { imported: { type: 'integer' }, total: { type: 'integer' } },
      required: ['imported', 'total'],
    },
    409: errorSchema,
    413: errorSchema,
    ...errors,
  },
} as const;
