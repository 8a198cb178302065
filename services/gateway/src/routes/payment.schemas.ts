// JSON Schemas of the plan page's calls (spec §7 Payments, plus what the page needs that the spec
// leaves to us: the catalogue, the owner's plan with usage, past payments) and Razorpay's webhook.
// Requests: unknown fields are dropped. Responses: only listed fields leave.
import { bearer, errorSchema, text } from './schema-parts.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

export const planType = { type: 'string', enum: ['FREE', 'BASIC', 'PRO', 'ENTERPRISE'] } as const;
export const cycle = { type: 'string', enum: ['MONTHLY', 'YEARLY'] } as const;
const nullableDate = { type: ['string', 'null'] } as const;

const limitsJson = {
  type: 'object',
  properties: {
    agents: { type: 'integer' },
    conversations_per_cycle: { type: 'integer' },
    training_sets: { type: 'integer' },
  },
  required: ['agents', 'conversations_per_cycle', 'training_sets'],
} as const;

const checkoutJson = {
  type: ['object', 'null'],
  properties: { key_id: { type: 'string' }, script_url: { type: 'string' } },
  required: ['key_id', 'script_url'],
} as const;

const usedJson = {
  type: 'object',
  properties: { used: { type: 'integer' }, limit: { type: 'integer' } },
  required: ['used', 'limit'],
} as const;

export const accountJson = {
  type: 'object',
  properties: {
    plan: planType,
    account_type: planType,
    billing_cycle: { type: 'string' },
    payments_configured: { type: 'boolean' },
    checkout: checkoutJson,
    limits: limitsJson,
    cycle_start: { type: 'string' },
    cycle_end: { type: 'string' },
    subscription: {
      type: ['object', 'null'],
      properties: {
        subscription_id: { type: 'string' },
        plan_type: { type: 'string' },
        billing_cycle: { type: 'string' },
        status: { type: 'string' },
        current_period_start: nullableDate,
        current_period_end: nullableDate,
        cancel_at_cycle_end: { type: 'boolean' },
      },
      required: [
        'subscription_id',
        'plan_type',
        'billing_cycle',
        'status',
        'current_period_start',
        'current_period_end',
        'cancel_at_cycle_end',
      ],
    },
  },
  required: [
    'plan',
    'account_type',
    'billing_cycle',
    'payments_configured',
    'checkout',
    'limits',
    'cycle_start',
    'cycle_end',
    'subscription',
  ],
} as const;

const pageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
  },
  additionalProperties: false,
} as const;

export const plansSchema = {
  tags: ['payment'],
  summary: 'The plans SiteSage sells: prices in rupees, features and limits',
  response: {
    200: {
      type: 'object',
      properties: {
        currency: { type: 'string' },
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              plan_type: planType,
              name: { type: 'string' },
              order: { type: 'integer' },
              prices: {
                type: 'object',
                properties: { MONTHLY: { type: ['integer', 'null'] }, YEARLY: { type: ['integer', 'null'] } },
                required: ['MONTHLY', 'YEARLY'],
              },
              custom_price: { type: 'boolean' },
              features: { type: 'array', items: { type: 'string' } },
              limits: limitsJson,
              most_popular: { type: 'boolean' },
            },
            required: [
              'plan_type',
              'name',
              'order',
              'prices',
              'custom_price',
              'features',
              'limits',
              'most_popular',
            ],
          },
        },
      },
      required: ['currency', 'data'],
    },
    ...errors,
  },
} as const;

export const currentSubscriptionSchema = {
  tags: ['payment'],
  summary: "The owner's plan, subscription, limits and usage in the current cycle",
  security: bearer,
  response: {
    200: {
      type: 'object',
      properties: {
        ...accountJson.properties,
        usage: {
          type: 'object',
          properties: { agents: usedJson, conversations: usedJson, training_sets: usedJson },
          required: ['agents', 'conversations', 'training_sets'],
        },
      },
      required: [...accountJson.required, 'usage'],
    },
    ...errors,
  },
} as const;

export const createSubscriptionSchema = {
  tags: ['payment'],
  summary: "Start a Razorpay subscription to a plan (or move the owner's paid one to it)",
  security: bearer,
  querystring: {
    type: 'object',
    properties: { plan_type: planType, billing_cycle: cycle },
    required: ['plan_type', 'billing_cycle'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        subscription_id: { type: 'string' },
        requires_checkout: { type: 'boolean' },
        checkout: checkoutJson,
      },
      required: ['subscription_id', 'requires_checkout', 'checkout'],
    },
    ...errors,
  },
} as const;

export const verifyPaymentSchema = {
  tags: ['payment'],
  summary: "Check Razorpay Checkout's result; the plan changes once Razorpay reports the subscription active",
  security: bearer,
  body: {
    type: 'object',
    properties: {
      razorpay_payment_id: { ...text(64), minLength: 1 },
      razorpay_subscription_id: { ...text(64), minLength: 1 },
      razorpay_signature: { ...text(128), minLength: 1 },
      // The page also sends the subscription it opened Checkout with; it must be the same one.
      subscription_id: text(64),
    },
    required: ['razorpay_payment_id', 'razorpay_subscription_id', 'razorpay_signature'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { verified: { type: 'boolean' }, account: accountJson },
      required: ['verified', 'account'],
    },
    ...errors,
  },
} as const;

export const cancelSubscriptionSchema = {
  tags: ['payment'],
  summary: "Cancel the owner's plan at the end of the current cycle (paid features stay until then)",
  security: bearer,
  response: { 200: accountJson, ...errors },
} as const;

export const offersSchema = {
  tags: ['payment'],
  summary: 'Offers open to the owner now: percent discount, text and the discounted prices',
  security: bearer,
  querystring: pageQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              display_text: { type: 'string' },
              discount: {
                type: 'object',
                properties: { discount_value: { type: 'integer' } },
                required: ['discount_value'],
              },
              valid_until: nullableDate,
              prices: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { plan_type: planType, billing_cycle: cycle, price: { type: 'integer' } },
                  required: ['plan_type', 'billing_cycle', 'price'],
                },
              },
            },
            required: ['id', 'display_text', 'discount', 'valid_until', 'prices'],
          },
        },
        total: { type: 'integer' },
      },
      required: ['data', 'total'],
    },
    ...errors,
  },
} as const;

export const paymentsSchema = {
  tags: ['payment'],
  summary: "The owner's past payments, newest first",
  security: bearer,
  querystring: pageQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              payment_id: { type: 'string' },
              paid_at: { type: 'string' },
              // Rupees (Razorpay counts paise; divided here).
              amount: { type: 'number' },
              currency: { type: 'string' },
              status: { type: 'string' },
              plan_type: { type: 'string' },
              billing_cycle: { type: 'string' },
            },
            required: ['payment_id', 'paid_at', 'amount', 'currency', 'status', 'plan_type', 'billing_cycle'],
          },
        },
        total: { type: 'integer' },
      },
      required: ['data', 'total'],
    },
    ...errors,
  },
} as const;

export const razorpayWebhookSchema = {
  tags: ['payment'],
  summary: "Razorpay's webhook (signed with X-Razorpay-Signature over the raw body)",
  response: {
    200: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
    ...errors,
    413: errorSchema,
  },
} as const;
