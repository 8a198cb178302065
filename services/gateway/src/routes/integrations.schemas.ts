// JSON Schemas of the integrations calls (spec §7 Integrations, plus the catalogue the page needs)
// and Meta's WhatsApp webhook. Requests: unknown fields are dropped. Responses: only listed fields
// leave — an integration never carries its access token, so no schema here has a place for one.
import { bearer, errorSchema, id, text } from './schema-parts.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  402: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

const projectQuery = {
  type: 'object',
  properties: { project_id: id },
  required: ['project_id'],
  additionalProperties: false,
} as const;

const idParams = {
  type: 'object',
  properties: { id },
  required: ['id'],
} as const;

const phoneNumberJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    display_phone_number: { type: 'string' },
    verified_name: { type: 'string' },
    business_account_id: { type: 'string' },
  },
  required: ['id', 'display_phone_number', 'verified_name', 'business_account_id'],
} as const;

/** An agent's connection (spec §3 Integration: id, provider, credentials). */
export const integrationJson = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    project_id: { type: 'string' },
    provider: { type: 'string', enum: ['whatsapp'] },
    status: { type: 'string', enum: ['choosing_number', 'connected'] },
    credentials: {
      type: 'object',
      properties: {
        phone_number: { type: 'string' },
        phone_number_id: { type: 'string' },
        verified_name: { type: 'string' },
        phone_numbers: { type: 'array', items: phoneNumberJson },
      },
      required: ['phone_number', 'phone_number_id', 'verified_name', 'phone_numbers'],
    },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: ['id', 'project_id', 'provider', 'status', 'credentials', 'created_at', 'updated_at'],
} as const;

export const catalogueSchema = {
  tags: ['integrations'],
  summary: "The integrations SiteSage lists, with what the owner's plan allows and the agent's connections",
  security: bearer,
  querystring: projectQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              provider: { type: 'string' },
              name: { type: 'string' },
              enabled: { type: 'boolean' },
              coming_soon_message: { type: ['string', 'null'] },
              required_plan: { type: 'string' },
              plan_allows: { type: 'boolean' },
              configured: { type: 'boolean' },
              integration_id: { type: ['string', 'null'] },
              connected: { type: 'boolean' },
            },
            required: [
              'provider',
              'name',
              'enabled',
              'coming_soon_message',
              'required_plan',
              'plan_allows',
              'configured',
              'integration_id',
              'connected',
            ],
          },
        },
      },
      required: ['data'],
    },
    ...errors,
  },
} as const;

export const listIntegrationsSchema = {
  tags: ['integrations'],
  summary: "The agent's integrations",
  security: bearer,
  querystring: projectQuery,
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: integrationJson } },
      required: ['data'],
    },
    ...errors,
  },
} as const;

export const getIntegrationSchema = {
  tags: ['integrations'],
  summary: 'One of the owner’s integrations',
  security: bearer,
  params: idParams,
  response: { 200: integrationJson, ...errors },
} as const;

export const whatsappStatusSchema = {
  tags: ['integrations'],
  summary: "Whether this installation can connect WhatsApp, and whether the owner's plan has it",
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: {
        configured: { type: 'boolean' },
        plan_allows: { type: 'boolean' },
        required_plan: { type: 'string' },
      },
      required: ['configured', 'plan_allows', 'required_plan'],
    },
    ...errors,
  },
} as const;

export const connectWhatsappSchema = {
  tags: ['integrations'],
  summary: "Meta's OAuth dialog for connecting the agent to WhatsApp, with a state bound to this session",
  security: bearer,
  body: {
    type: 'object',
    properties: { project_id: id },
    required: ['project_id'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { dialog_url: { type: 'string' }, expires_at: { type: 'string' } },
      required: ['dialog_url', 'expires_at'],
    },
    ...errors,
  },
} as const;

export const whatsappCallbackSchema = {
  tags: ['integrations'],
  summary: "The callback page's code and state: the token is fetched and the business's numbers listed",
  security: bearer,
  body: {
    type: 'object',
    properties: { project_id: id, code: text(2_048), state: text(64) },
    required: ['project_id', 'code', 'state'],
    additionalProperties: false,
  },
  response: { 200: integrationJson, ...errors },
} as const;

export const choosePhoneSchema = {
  tags: ['integrations'],
  summary: 'Confirm the number the agent answers on (one of those the callback listed)',
  security: bearer,
  params: idParams,
  // The selected phone object as the callback listed it; its id decides.
  body: {
    type: 'object',
    properties: {
      id: text(64),
      display_phone_number: text(64),
      verified_name: text(200),
      business_account_id: text(64),
    },
    required: ['id'],
    additionalProperties: false,
  },
  response: { 200: integrationJson, ...errors },
} as const;

export const deleteIntegrationSchema = {
  tags: ['integrations'],
  summary: 'Remove the connection: Meta stops sending its messages and the token is deleted',
  security: bearer,
  params: idParams,
  response: { 204: { type: 'null' }, ...errors },
} as const;

export const whatsappVerifySchema = {
  tags: ['integrations'],
  summary: "Meta's webhook verification: answers hub.challenge as plain text when hub.verify_token matches",
  querystring: {
    type: 'object',
    properties: {
      'hub.mode': text(32),
      'hub.verify_token': text(256),
      'hub.challenge': text(256),
    },
    additionalProperties: false,
  },
  response: { 400: errorSchema, 403: errorSchema, 429: errorSchema, 503: errorSchema },
} as const;

export const whatsappWebhookSchema = {
  tags: ['integrations'],
  summary: "Meta's WhatsApp webhook (signed with X-Hub-Signature-256 over the raw body)",
  response: {
    200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
    400: errorSchema,
    403: errorSchema,
    413: errorSchema,
    429: errorSchema,
    503: errorSchema,
  },
} as const;
