import { agentRouteErrors, bearer, errorSchema, id, text } from './schema-parts.js';

// Schemas of the training-set endpoints (spec §7 Knowledge base and Sitemap). Requests: unknown
// fields are dropped and the closed lists (types, page sizes) are checked here; what a URL or a file
// may be is the ingestion service's call. Responses: only the listed fields leave.

const errors = agentRouteErrors;

export const trainingTypes = ['WEBSITE', 'URL', 'SITEMAP', 'FILE', 'QA'] as const;

/** Most URLs one "add links" request may carry (spec §9: at most 5 URL inputs). */
export const maxUrlsPerRequest = 5;

const knowledgeBaseJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    project_id: { type: 'string' },
    title: { type: 'string' },
    url: { type: 'string' },
    type: { type: 'string' },
    status: { type: 'string' },
    progress: { type: 'integer' },
    pages_done: { type: 'integer' },
    pages_total: { type: 'integer' },
    pages_completed: { type: 'integer' },
    pages_failed: { type: 'integer' },
    failure_reason: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    last_synced_at: { type: 'string', description: "When the last run finished (ISO-8601); '' before" },
    next_sync_at: {
      type: 'string',
      description: "When the next scheduled sync starts (ISO-8601); '' when the plan syncs by hand only",
    },
    sync_changed: { type: 'integer', description: 'Pages the current or last run re-learnt (changed)' },
    sync_added: { type: 'integer', description: 'Pages the current or last run learnt for the first time' },
    sync_removed: {
      type: 'integer',
      description: 'Pages the current or last run retired (gone from the site)',
    },
    sync_every_days: {
      type: 'integer',
      description: 'How often the plan syncs the set, in days; 0: by hand only',
    },
  },
  required: [
    'id',
    'project_id',
    'title',
    'url',
    'type',
    'status',
    'progress',
    'pages_done',
    'pages_total',
    'pages_completed',
    'pages_failed',
    'failure_reason',
    'created_at',
    'updated_at',
    'last_synced_at',
    'next_sync_at',
    'sync_changed',
    'sync_added',
    'sync_removed',
    'sync_every_days',
  ],
} as const;

const resourceJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    knowledgebase_id: { type: 'string' },
    type: { type: 'string' },
    url: { type: 'string' },
    indexed_title: { type: 'string' },
    status: { type: 'string' },
    reason: { type: 'string' },
    reason_code: { type: 'string' },
    retryable: { type: 'boolean' },
    file_name: { type: 'string' },
    file_size: { type: 'integer' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: [
    'id',
    'knowledgebase_id',
    'type',
    'url',
    'indexed_title',
    'status',
    'reason',
    'reason_code',
    'retryable',
    'file_name',
    'file_size',
    'created_at',
    'updated_at',
  ],
} as const;

const resourceListJson = {
  type: 'object',
  properties: { data: { type: 'array', items: resourceJson } },
  required: ['data'],
} as const;

const page = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
} as const;

const params = <K extends string>(...names: K[]) =>
  ({
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, id])) as Record<K, typeof id>,
    required: names,
  }) as const;

const projectParams = params('project_id');
const setParams = params('id');
const setResourcesParams = params('kb_id');
export const resourceParams = params('kb_id', 'resource_id');

export const listKnowledgeBasesSchema = {
  tags: ['knowledge'],
  summary: "An agent's training sets, newest first",
  security: bearer,
  params: projectParams,
  querystring: page,
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: knowledgeBaseJson }, total: { type: 'integer' } },
      required: ['data', 'total'],
    },
    ...errors,
  },
} as const;

export const createKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'Add a training set: a website or sitemap to crawl, or an empty set for links or files',
  security: bearer,
  params: projectParams,
  body: {
    type: 'object',
    properties: {
      // The path names the project; the spec's client repeats it here.
      project_id: text(64),
      title: text(200),
      url: text(2048),
      type: { type: 'string', enum: trainingTypes },
    },
    required: ['type'],
    additionalProperties: false,
  },
  response: { 201: knowledgeBaseJson, 402: errorSchema, ...errors },
} as const;

export const getKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'One training set, with its status and progress',
  security: bearer,
  params: setParams,
  response: { 200: knowledgeBaseJson, ...errors },
} as const;

export const updateKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'Rename a training set',
  security: bearer,
  params: setParams,
  body: {
    type: 'object',
    properties: { title: { ...text(200), minLength: 1 } },
    required: ['title'],
    additionalProperties: false,
  },
  response: { 200: knowledgeBaseJson, ...errors },
} as const;

export const deleteKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'Delete a training set, its sources and what was learnt from them',
  security: bearer,
  params: setParams,
  response: { 204: { type: 'null' }, ...errors },
} as const;

export const retrainKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'Fetch every source again; only changed pages are learnt again',
  security: bearer,
  params: setParams,
  response: { 200: knowledgeBaseJson, 409: errorSchema, ...errors },
} as const;

export const syncKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'Sync now: read a website or sitemap set from its site again; only changed pages are learnt again',
  description:
    'Pages are asked for conditionally (ETag / Last-Modified); unchanged ones cost no learning, changed ones are swapped in whole, pages gone from the site are retired. 409 while a crawl of the set runs, or for sets not read from a site.',
  security: bearer,
  params: setParams,
  response: { 200: knowledgeBaseJson, 409: errorSchema, ...errors },
} as const;

export const addUrlResourcesSchema = {
  tags: ['knowledge'],
  summary: `Add up to ${maxUrlsPerRequest} page links to a training set`,
  security: bearer,
  params: setResourcesParams,
  body: {
    type: 'array',
    // The 1..5 rule is checked by the route, to answer in product words.
    maxItems: 100,
    items: {
      type: 'object',
      properties: { url: text(2048), type: { type: 'string', enum: ['URL'], default: 'URL' } },
      required: ['url'],
      additionalProperties: false,
    },
  },
  response: { 201: resourceListJson, ...errors },
} as const;

export const sourceStatuses = ['Processing', 'Completed', 'Failed'] as const;

export const listResourcesSchema = {
  tags: ['knowledge'],
  summary: "A training set's sources (pages and files), filtered, and its failures counted by reason",
  security: bearer,
  params: setResourcesParams,
  querystring: {
    type: 'object',
    properties: {
      ...page.properties,
      status: { type: 'string', enum: ['', ...sourceStatuses], default: '' },
      search: { ...text(200), default: '' },
      // What a failure kind may be is the ingestion service's call.
      reason_code: { ...text(40), default: '' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: resourceJson },
        total: { type: 'integer' },
        failure_groups: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              reason_code: { type: 'string' },
              count: { type: 'integer' },
              retryable: { type: 'boolean' },
            },
            required: ['reason_code', 'count', 'retryable'],
          },
        },
      },
      required: ['data', 'total'],
    },
    ...errors,
  },
} as const;

export const getResourceSchema = {
  tags: ['knowledge'],
  summary: 'One source of a training set',
  security: bearer,
  params: resourceParams,
  response: { 200: resourceJson, ...errors },
} as const;

export const updateResourceSchema = {
  tags: ['knowledge'],
  summary: "Change a page source's address; it is fetched again",
  security: bearer,
  params: resourceParams,
  body: {
    type: 'object',
    properties: { url: { ...text(2048), minLength: 1 } },
    required: ['url'],
    additionalProperties: false,
  },
  response: { 200: resourceJson, ...errors },
} as const;

export const deleteResourceSchema = {
  tags: ['knowledge'],
  summary: 'Remove a source and what was learnt from it',
  security: bearer,
  params: resourceParams,
  response: { 204: { type: 'null' }, ...errors },
} as const;

export const retryResourceSchema = {
  tags: ['knowledge'],
  summary: 'Try a failed source again (no body needed)',
  security: bearer,
  params: resourceParams,
  response: { 200: resourceJson, 409: errorSchema, ...errors },
} as const;

export const retryFailedResourcesSchema = {
  tags: ['knowledge'],
  summary: 'Try again every failed source a retry may help (not robots.txt refusals or missing pages)',
  security: bearer,
  params: setParams,
  response: {
    200: {
      type: 'object',
      properties: { retried: { type: 'integer' }, knowledge_base: knowledgeBaseJson },
    },
    ...errors,
  },
} as const;

export const downloadLinkSchema = {
  tags: ['knowledge'],
  summary: 'A short-lived link to download an uploaded file',
  security: bearer,
  params: resourceParams,
  response: {
    200: {
      type: 'object',
      properties: { url: { type: 'string' }, expires_at: { type: 'string' } },
      required: ['url', 'expires_at'],
    },
    ...errors,
  },
} as const;

const uploadErrors = { ...errors, 413: errorSchema, 415: errorSchema };

export const uploadResourceFilesSchema = {
  tags: ['knowledge'],
  summary: 'Upload files (multipart field "files", at most 10 of 20 MB each) into a training set',
  security: bearer,
  consumes: ['multipart/form-data'],
  params: setResourcesParams,
  response: { 201: resourceListJson, ...uploadErrors },
} as const;

export const uploadKnowledgeBaseSchema = {
  tags: ['knowledge'],
  summary: 'Create a file training set from uploaded files (multipart: "project_id" first, then "files")',
  security: bearer,
  consumes: ['multipart/form-data'],
  response: {
    201: {
      type: 'object',
      properties: { knowledge_base: knowledgeBaseJson, data: { type: 'array', items: resourceJson } },
    },
    402: errorSchema,
    ...uploadErrors,
  },
} as const;

export const fileDownloadSchema = {
  tags: ['knowledge'],
  summary: 'The bytes of an uploaded file, as an attachment (the link from …/download; no sign-in)',
  params: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
  response: { 404: errorSchema, 429: errorSchema, 503: errorSchema },
} as const;

/** The generator's page cap (spec §9); larger requests are lowered to it, not refused. */
export const sitemapMaxPages = 500;

export const generateSitemapSchema = {
  tags: ['sitemap'],
  summary: `List a website's pages as sitemap XML (at most ${sitemapMaxPages}), streamed as found`,
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      url: { ...text(2048), minLength: 1 },
      max_pages: { type: 'integer', default: sitemapMaxPages },
    },
    required: ['url'],
  },
  produces: ['text/xml'],
  response: errors,
} as const;
