// JSON Schemas of the account endpoints. They validate requests (a bad body is a 400 naming the
// field; unknown fields are dropped, so nothing unexpected reaches a service), filter responses
// (only listed fields ever leave), and generate the OpenAPI document at /api/docs.
import { bearer, errorSchema, text } from './schema-parts.js';

const notificationKeys = [
  'new_interaction',
  'new_lead',
  'new_question',
  'contact_request',
  'usage_alerts',
] as const;
const notificationFlags = Object.fromEntries(
  notificationKeys.map((key) => [key, { type: 'boolean' }]),
) as Record<(typeof notificationKeys)[number], { type: 'boolean' }>;

export const userSchema = {
  type: 'object',
  properties: {
    user_id: { type: 'string' },
    full_name: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    plan: { type: 'string', enum: ['FREE', 'BASIC', 'PRO', 'ENTERPRISE'] },
    account_type: { type: 'string' },
    billing_cycle: { type: 'string' },
    avatar: { type: 'string' },
    notifications: { type: 'object', properties: notificationFlags, required: notificationKeys },
  },
  required: [
    'user_id',
    'full_name',
    'name',
    'email',
    'phone',
    'plan',
    'account_type',
    'billing_cycle',
    'avatar',
  ],
} as const;

export const loginReplySchema = {
  type: 'object',
  properties: {
    token_info: {
      type: 'object',
      properties: { token: { type: 'string' }, expiration_time: { type: 'string', format: 'date-time' } },
      required: ['token', 'expiration_time'],
    },
    user: userSchema,
  },
  required: ['token_info', 'user'],
} as const;

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema, 503: errorSchema };

const body = <const P extends Record<string, unknown>, const R extends readonly string[]>(
  properties: P,
  required: R,
) => ({ type: 'object', properties, required, additionalProperties: false }) as const;

export const loginSchema = {
  tags: ['auth'],
  summary: 'Sign in with a user id, email or phone number and a password',
  body: body({ user_id: { ...text(254), minLength: 1 }, password: { ...text(128), minLength: 1 } }, [
    'user_id',
    'password',
  ]),
  response: { 200: loginReplySchema, ...errors },
} as const;

export const registerSchema = {
  tags: ['auth'],
  summary: 'Create an account; a 4-digit code is sent to the phone',
  body: body(
    {
      full_name: { ...text(100), minLength: 1 },
      email: { ...text(254), minLength: 1 },
      phone: { ...text(32), minLength: 1 },
      password: { ...text(128), minLength: 1 },
    },
    ['full_name', 'email', 'phone', 'password'],
  ),
  response: {
    201: { type: 'object', properties: { user_id: { type: 'string' } }, required: ['user_id'] },
    ...errors,
  },
} as const;

export const verifyOtpSchema = {
  tags: ['auth'],
  summary: 'Confirm the phone with the code; signs the new owner in',
  body: body({ user_id: { ...text(32), minLength: 1 }, otp: { type: 'string', pattern: '^[0-9]{4}$' } }, [
    'user_id',
    'otp',
  ]),
  response: { 200: loginReplySchema, ...errors },
} as const;

export const resendOtpSchema = {
  tags: ['auth'],
  summary: 'Send a new code to the phone of a pending account',
  body: body({ user_id: { ...text(32), minLength: 1 } }, ['user_id']),
  response: {
    200: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
    ...errors,
  },
} as const;

const detailReply = {
  200: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
  ...errors,
} as const;

export const forgotPasswordSchema = {
  tags: ['auth'],
  summary:
    "Forgot password: send a one-time code to the account's phone (the same answer for any identifier)",
  body: body({ user_id: { ...text(254), minLength: 1 } }, ['user_id']),
  response: detailReply,
} as const;

export const resetPasswordSchema = {
  tags: ['auth'],
  summary: 'Set a new password with the code; every session of the account ends',
  body: body(
    {
      user_id: { ...text(254), minLength: 1 },
      otp: { type: 'string', pattern: '^[0-9]{4}$' },
      new_password: { ...text(128), minLength: 1 },
    },
    ['user_id', 'otp', 'new_password'],
  ),
  response: detailReply,
} as const;

export const currentUserSchema = {
  tags: ['auth'],
  summary: 'The signed-in owner',
  security: bearer,
  response: { 200: userSchema, ...errors },
} as const;

export const updateProfileSchema = {
  tags: ['auth'],
  summary: "Change the owner's name, avatar or e-mail notification choices (other fields are ignored)",
  security: bearer,
  body: {
    type: 'object',
    properties: {
      full_name: { ...text(100), minLength: 1 },
      avatar: text(300_000),
      notifications: { type: 'object', properties: notificationFlags, additionalProperties: false },
    },
    additionalProperties: false,
  },
  response: { 200: userSchema, ...errors },
} as const;

export const changePasswordSchema = {
  tags: ['auth'],
  summary: 'Change the password; every earlier token stops working',
  security: bearer,
  body: body(
    { current_password: { ...text(128), minLength: 1 }, new_password: { ...text(128), minLength: 1 } },
    ['current_password', 'new_password'],
  ),
  response: { 200: loginReplySchema, ...errors },
} as const;

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Sign out: the token is revoked on the server',
  security: bearer,
  response: { 204: { type: 'null' }, ...errors },
} as const;
