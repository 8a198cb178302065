// JSON Schemas of the public contact page's calls: SiteSage's own support channels and the
// message form. Limits match the auth service's, which checks them again.
import { errorSchema, text } from './schema-parts.js';

export const supportChannelsSchema = {
  tags: ['support'],
  summary: "SiteSage's support email and WhatsApp number, for the contact page",
  response: {
    200: {
      type: 'object',
      properties: { email: { type: 'string' }, whatsapp: { type: ['string', 'null'] } },
      required: ['email', 'whatsapp'],
    },
  },
} as const;

export const contactMessageSchema = {
  tags: ['support'],
  summary: 'Send a message to the SiteSage support team from the contact page',
  body: {
    type: 'object',
    properties: {
      name: { ...text(100), minLength: 1 },
      email: { ...text(254), minLength: 1 },
      message: { ...text(5_000), minLength: 1 },
    },
    required: ['name', 'email', 'message'],
    additionalProperties: false,
  },
  response: {
    201: {
      type: 'object',
      properties: { id: { type: 'string' }, received_at: { type: 'string', format: 'date-time' } },
      required: ['id', 'received_at'],
    },
    400: errorSchema,
    429: errorSchema,
    503: errorSchema,
  },
} as const;
