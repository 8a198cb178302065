import {
  databaseVariables,
  grpcClientTarget,
  grpcServerVariables,
  loadConfig,
  logVariables,
  positiveInt,
  razorpayCheckoutUrl,
  redisVariables,
  variable,
  type ConfigOf,
} from '@sitesage/config';
import { z } from 'zod';

/** `BASIC_MONTHLY=plan_x,PRO_YEARLY=plan_y`: Razorpay plans made beforehand, by plan and cycle. */
const planIdList = z
  .string()
  .default('')
  .refine(
    (value) =>
      value === '' ||
      value
        .split(',')
        .every((pair) => /^(BASIC|PRO|ENTERPRISE)_(MONTHLY|YEARLY)=plan_[A-Za-z0-9]+$/.test(pair.trim())),
    'must be PLAN_CYCLE=plan_id pairs separated by commas, e.g. BASIC_MONTHLY=plan_Abc123',
  )
  .transform((value) =>
    Object.fromEntries(
      value
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
  );

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('billing'),
  database: databaseVariables,
  redis: redisVariables,
  auth: grpcClientTarget('auth'),
  projects: grpcClientTarget('projects'),
  razorpay: {
    keyId: variable(
      'RAZORPAY_KEY_ID',
      z.string().default(''),
      'Razorpay API key id (rzp_live_… / rzp_test_…). Empty: this installation takes no payments and Upgrade says so.',
    ),
    keySecret: variable(
      'RAZORPAY_KEY_SECRET',
      z.string().default(''),
      'Razorpay API key secret: basic auth for the API and the key of the Checkout signature (verify-payment).',
      { secret: true },
    ),
    webhookSecret: variable(
      'RAZORPAY_WEBHOOK_SECRET',
      z.string().default(''),
      "The secret set on the Razorpay dashboard's webhook (…/api/v1/payment/webhooks/razorpay); X-Razorpay-Signature is checked with it.",
      { secret: true },
    ),
    apiUrl: variable(
      'RAZORPAY_API_URL',
      z.url().default('https://api.razorpay.com'),
      "Razorpay's REST API; tests point it at the fake Razorpay of libs/testing.",
    ),
    checkoutScriptUrl: razorpayCheckoutUrl,
    planIds: variable(
      'RAZORPAY_PLAN_IDS',
      planIdList,
      'Razorpay plan ids made beforehand, as BASIC_MONTHLY=plan_…,BASIC_YEARLY=plan_…,PRO_MONTHLY=…,PRO_YEARLY=…; a missing one is created through the API on first use and remembered.',
    ),
    timeoutMs: variable(
      'RAZORPAY_TIMEOUT_MS',
      positiveInt(10_000),
      'How long one call to the Razorpay API may take.',
    ),
  },
  reconcile: {
    intervalMs: variable(
      'SUBSCRIPTION_RECONCILE_INTERVAL_MS',
      positiveInt(900_000),
      'How often billing asks Razorpay about subscriptions whose period ended without a webhook saying what happened.',
    ),
    graceMs: variable(
      'SUBSCRIPTION_RECONCILE_GRACE_MS',
      positiveInt(3_600_000),
      "How long after a period ends billing waits for Razorpay's webhook before asking itself.",
    ),
  },
  planSync: {
    intervalMs: variable(
      'PLAN_SYNC_INTERVAL_MS',
      positiveInt(2_000),
      'How often billing re-sends plan changes the auth service has not acknowledged yet.',
    ),
  },
};

export type BillingConfig = ConfigOf<typeof configShape>;

export const loadBillingConfig = (env: NodeJS.ProcessEnv = process.env): BillingConfig =>
  loadConfig(configShape, env);
