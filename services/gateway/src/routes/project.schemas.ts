import { bearer, errorSchema, text } from './schema-parts.js';

// Schemas of the agent endpoints (spec §7 Projects). Requests: unknown fields are dropped, so the
// allow-list of PUT is enforced before the service sees anything. Responses: only listed fields
// leave (an owner id never appears in a public answer).

const colour = text(32);

const themeJson = {
  type: 'object',
  properties: {
    position: { type: 'string' },
    button: {
      type: 'object',
      properties: { button_text: { type: 'string' }, button_color: { type: 'string' } },
      required: ['button_text', 'button_color'],
    },
    user_message_bubble_color: { type: 'string' },
    bot_message_bubble_color: { type: 'string' },
    text_color: { type: 'string' },
    chat_screen_background_color: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
  required: [
    'position',
    'button',
    'user_message_bubble_color',
    'bot_message_bubble_color',
    'text_color',
    'chat_screen_background_color',
    'width',
    'height',
  ],
} as const;

export const themePatchBody = {
  type: 'object',
  properties: {
    position: text(32),
    button: {
      type: 'object',
      properties: { button_text: text(100), button_color: colour },
      additionalProperties: false,
    },
    user_message_bubble_color: colour,
    bot_message_bubble_color: colour,
    text_color: colour,
    chat_screen_background_color: colour,
    width: { type: 'integer', minimum: 0, maximum: 10_000 },
    height: { type: 'integer', minimum: 0, maximum: 10_000 },
  },
  additionalProperties: false,
} as const;

const projectFields = {
  id: { type: 'string' },
  project_id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  status: { type: 'string' },
  bot_name: { type: 'string' },
  bot_welcome_message: { type: 'string' },
  bot_template_messages: { type: 'string' },
  require_user_details: { type: 'boolean' },
  theme: themeJson,
  // Public anyway (the chat page's frame-ancestors names them); the embed loader reads them.
  allowed_hosts: { type: 'array', items: { type: 'string' } },
  allow_localhost: { type: 'boolean' },
  // Above the owner's plan limit after a downgrade: kept with what it learned, not answering.
  paused: { type: 'boolean' },
} as const;

export const projectJson = {
  type: 'object',
  properties: {
    ...projectFields,
    site_url: { type: 'string' },
    // The owner's own contact path for visitors asking for a person: owner views only, never public.
    contact_email: { type: 'string' },
    contact_whatsapp: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    totalSessions: { type: 'integer' },
    totalResponses: { type: 'integer' },
    totalResources: { type: 'integer' },
    training: {
      type: 'object',
      properties: {
        learned: { type: 'integer' },
        failed: { type: 'integer' },
        processing: { type: 'integer' },
      },
      required: ['learned', 'failed', 'processing'],
    },
  },
  required: [
    'id',
    'project_id',
    'name',
    'description',
    'status',
    'bot_name',
    'bot_welcome_message',
    'bot_template_messages',
    'require_user_details',
    'theme',
    'allowed_hosts',
    'allow_localhost',
    'paused',
    'site_url',
    'created_at',
    'updated_at',
    'totalSessions',
    'totalResponses',
    'totalResources',
  ],
} as const;

const { id: _id, ...publicFields } = projectFields;
export const publicProjectJson = {
  type: 'object',
  properties: publicFields,
  required: [
    'project_id',
    'name',
    'description',
    'status',
    'bot_name',
    'bot_welcome_message',
    'bot_template_messages',
    'require_user_details',
    'paused',
  ],
} as const;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 503: errorSchema };
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 } },
  required: ['id'],
} as const;

export const listProjectsSchema = {
  tags: ['projects'],
  summary: "The owner's agents, newest first (25 a page)",
  security: bearer,
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
      offset: { type: 'integer', minimum: 0, default: 0 },
      search: text(200),
      // Sent by the spec's client; the list is always the caller's own, whatever this says.
      user_id: text(64),
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: projectJson },
        total: { type: 'integer' },
        plan_limit: { type: 'integer' },
      },
      required: ['data', 'total', 'plan_limit'],
    },
    ...errors,
  },
} as const;

export const getProjectSchema = {
  tags: ['projects'],
  summary: 'One of the owner’s agents',
  security: bearer,
  params: idParams,
  response: { 200: projectJson, ...errors },
} as const;

export const createProjectSchema = {
  tags: ['projects'],
  summary: 'Create an agent (limited by the plan)',
  security: bearer,
  body: {
    type: 'object',
    properties: { name: text(200), description: text(4000), site_url: text(2048) },
    additionalProperties: false,
  },
  response: { 201: projectJson, ...errors },
} as const;

export const updateProjectSchema = {
  tags: ['projects'],
  summary:
    'Change an agent: only name, description, bot, contact, theme and allowed-website settings can change',
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    properties: {
      name: text(200),
      description: text(4000),
      bot_name: text(200),
      require_user_details: { type: 'boolean' },
      bot_welcome_message: text(2000),
      bot_template_messages: text(4000),
      contact_email: text(254),
      contact_whatsapp: text(32),
      theme: themePatchBody,
      // The whole list; the projects service checks each entry and allows at most 20. This bound
      // only keeps an absurd body from travelling further.
      allowed_hosts: { type: 'array', maxItems: 100, items: text(300) },
      allow_localhost: { type: 'boolean' },
    },
    additionalProperties: false,
  },
  response: { 200: projectJson, ...errors },
} as const;

export const deleteProjectSchema = {
  tags: ['projects'],
  summary: 'Delete an agent and, through the services that hold them, everything it owns',
  security: bearer,
  params: idParams,
  response: { 204: { type: 'null' }, ...errors },
} as const;

export const keepProjectSchema = {
  tags: ['projects'],
  summary:
    'Keep a paused agent within the plan: it answers again, and at the limit the newest agent not chosen is paused instead',
  security: bearer,
  params: idParams,
  response: { 200: projectJson, ...errors },
} as const;

export const magicUiSchema = {
  tags: ['projects'],
  summary: "Review the owner's site and dress the agent in its name and colours",
  security: bearer,
  params: idParams,
  body: {
    type: 'object',
    properties: { url: { ...text(2048), minLength: 1 } },
    required: ['url'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { project: projectJson, site_reviewed: { type: 'boolean' }, note: { type: 'string' } },
      required: ['site_reviewed', 'note'],
    },
    ...errors,
  },
} as const;

export const publicProjectSchema = {
  tags: ['projects'],
  summary: 'What the chat widget and demo page need of an agent (public)',
  params: {
    type: 'object',
    properties: { project_id: { type: 'string', maxLength: 64 } },
    required: ['project_id'],
  },
  response: { 200: publicProjectJson, 404: errorSchema },
} as const;

/**
 * The billing cycle's conversations against the plan (the calendar month on Free), and the 80 % /
 * 100 % notices the owner was given in it.
 */
const conversationUsageJson = {
  type: 'object',
  properties: {
    month: { type: 'string' },
    cycle_start: { type: 'string' },
    cycle_end: { type: 'string' },
    used: { type: 'integer' },
    limit: { type: 'integer' },
    notices: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          threshold: { type: 'integer' },
          used: { type: 'integer' },
          limit: { type: 'integer' },
          created_at: { type: 'string' },
        },
        required: ['threshold', 'used', 'limit', 'created_at'],
      },
    },
  },
  required: ['month', 'cycle_start', 'cycle_end', 'used', 'limit', 'notices'],
} as const;

export const analyticsSchema = {
  tags: ['users'],
  summary: "Totals across the owner's agents and the latest visitor activity",
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: {
        total_projects: { type: 'integer' },
        total_sessions: { type: 'integer' },
        total_responses: { type: 'integer' },
        total_active_sessions: { type: 'integer' },
        recent_activity: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              action: { type: 'string' },
              timestamp: { type: 'string' },
              project_id: { type: 'string' },
              session_id: { type: 'string' },
            },
            required: ['message', 'action', 'timestamp'],
          },
        },
        conversation_usage: conversationUsageJson,
      },
      required: [
        'total_projects',
        'total_sessions',
        'total_responses',
        'total_active_sessions',
        'recent_activity',
      ],
    },
    ...errors,
  },
} as const;
