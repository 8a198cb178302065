import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@sitesage/errors';
import type {
  AuthServiceHandlers,
  BillingServiceHandlers,
  ChatServiceHandlers,
  IngestionServiceHandlers,
  ProjectsServiceHandlers,
} from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import { startScriptedGateway, type ScriptedGateway } from './harness.js';

const owners: Record<string, string> = {
  'owner-a.token.value': 'OWNER00A',
  'owner-b.token.value': 'OWNER00B',
};
const subscriptionOfA = 'sub_OwnedByA1';
const calls: { method: string; request: Record<string, unknown> }[] = [];
const lastCall = (method: string) => calls.filter((c) => c.method === method).at(-1)?.request;
let paymentsConfigured = true;

const account = (plan = 'FREE') => ({
  plan,
  account_type: plan,
  billing_cycle: plan === 'FREE' ? '' : 'MONTHLY',
  payments_configured: paymentsConfigured,
  ...(paymentsConfigured
    ? { checkout: { key_id: 'rzp_test_key', script_url: 'http://127.0.0.1:1/v1/checkout.js' } }
    : {}),
  limits: { agents: plan === 'FREE' ? 1 : 5, conversations_per_cycle: 100, training_sets: 100 },
  cycle_start: '2026-11-01T00:00:00.000Z',
  cycle_end: '2026-12-01T00:00:00.000Z',
});

const authScript: Partial<Implementation<AuthServiceHandlers>> = {
  Authenticate: async ({ token }) => {
    const userId = owners[token];
    if (!userId) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    return { user_id: userId, plan: 'FREE' };
  },
};
const billingScript: Partial<Implementation<BillingServiceHandlers>> = {
  ListPlans: async () => ({
    currency: 'INR',
    plans: [
      {
        plan_type: 'BASIC',
        name: 'Basic',
        order: 2,
        monthly_price: 4_999,
        yearly_price: 49_999,
        custom_price: false,
        features: ['x'],
        limits: { agents: 5, conversations_per_cycle: 10_000, training_sets: 100 },
        most_popular: false,
      },
      {
        plan_type: 'ENTERPRISE',
        name: 'Enterprise',
        order: 4,
        monthly_price: 0,
        yearly_price: 0,
        custom_price: true,
        features: ['y'],
        limits: { agents: 100, conversations_per_cycle: 500_000, training_sets: 1_000 },
        most_popular: false,
      },
    ],
  }),
  GetAccount: async (request) => (calls.push({ method: 'GetAccount', request: { ...request } }), account()),
  CreateSubscription: async (request) => {
    calls.push({ method: 'CreateSubscription', request: { ...request } });
    if (!paymentsConfigured)
      throw new AppError('FAILED_PRECONDITION', 'Payments are not configured on this installation.');
    return {
      subscription_id: subscriptionOfA,
      requires_checkout: true,
      checkout: { key_id: 'rzp_test_key', script_url: 'http://127.0.0.1:1/v1/checkout.js' },
    };
  },
  VerifyPayment: async (request) => {
    calls.push({ method: 'VerifyPayment', request: { ...request } });
    if (request.razorpay_subscription_id !== subscriptionOfA || request.user_id !== 'OWNER00A')
      throw AppError.notFound('Subscription not found');
    return { verified: true, account: account('BASIC') };
  },
  CancelSubscription: async (request) => (
    calls.push({ method: 'CancelSubscription', request: { ...request } }),
    account('BASIC')
  ),
  ListOffers: async (request) => (
    calls.push({ method: 'ListOffers', request: { ...request } }),
    {
      total: 1,
      offers: [
        {
          id: 'o1',
          display_text: '20% off',
          discount_value: 20,
          valid_until: '',
          prices: [{ plan_type: 'BASIC', billing_cycle: 'MONTHLY', price: 3_999 }],
        },
      ],
    }
  ),
  ListPayments: async (request) => (
    calls.push({ method: 'ListPayments', request: { ...request } }),
    {
      total: 1,
      payments: [
        {
          payment_id: 'pay_1',
          paid_at: '2026-11-02T00:00:00.000Z',
          amount: 499_900,
          currency: 'INR',
          status: 'captured',
          plan_type: 'BASIC',
          billing_cycle: 'MONTHLY',
        },
      ],
    }
  ),
  ReceiveWebhook: async (request) => {
    calls.push({
      method: 'ReceiveWebhook',
      request: { body: Buffer.from(request.body), signature: request.signature, event_id: request.event_id },
    });
    if (request.signature !== 'good')
      throw AppError.invalid('X-Razorpay-Signature', 'The webhook signature is not valid.');
    return { duplicate: request.event_id === 'evt_seen' };
  },
};
const projectsScript: Partial<Implementation<ProjectsServiceHandlers>> = {
  ListProjectIds: async () => ({ ids: ['p1'] }),
};
const chatScript: Partial<Implementation<ChatServiceHandlers>> = {
  GetConversationUsage: async () => ({ month: '2026-11', conversations: 40, quota: 100, notices: [] }),
};

const ingestionScript: Partial<Implementation<IngestionServiceHandlers>> = {
  GetTrainingSetUsage: async (owner) => {
    calls.push({ method: 'GetTrainingSetUsage', request: { ...owner } });
    return { used: 3, limit: 100 };
  },
};

let gateway: ScriptedGateway;
let app: FastifyInstance;
const asA = { authorization: 'Bearer owner-a.token.value' };
const asB = { authorization: 'Bearer owner-b.token.value' };

beforeAll(async () => {
  gateway = await startScriptedGateway({
    auth: authScript,
    billing: billingScript,
    projects: projectsScript,
    chat: chatScript,
    ingestion: ingestionScript,
  });
  app = gateway.app;
});

afterAll(async () => {
  await gateway.stop();
});

const ownerRoutes = [
  { method: 'GET', url: '/api/v1/payment/subscriptions/current' },
  { method: 'POST', url: '/api/v1/payment/subscriptions/subscription?plan_type=BASIC&billing_cycle=MONTHLY' },
  { method: 'POST', url: '/api/v1/payment/subscriptions/verify-payment' },
  { method: 'PUT', url: '/api/v1/payment/subscriptions/cancel' },
  { method: 'GET', url: '/api/v1/payment/offers/current-user?limit=10&offset=0' },
  { method: 'GET', url: '/api/v1/payment/payments?limit=10&offset=0' },
] as const;

describe('plan page API', () => {
  it('lists the plans publicly, Enterprise without a price', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/payment/plans' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { plan_type: string; prices: unknown }[] }>();
    expect(data.map((plan) => [plan.plan_type, plan.prices])).toEqual([
      ['BASIC', { MONTHLY: 4_999, YEARLY: 49_999 }],
      ['ENTERPRISE', { MONTHLY: null, YEARLY: null }],
    ]);
  });

  it('answers 401 on every payment route without a valid token', async () => {
    // A well-formed request each (a malformed one is its 400 first, as on every owner route).
    const payload = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: subscriptionOfA,
      razorpay_signature: 'ab',
    };
    for (const route of ownerRoutes) {
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }]) {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers,
          payload: route.method === 'POST' ? payload : undefined,
        });
        expect(response.statusCode, route.url).toBe(401);
      }
    }
  });

  it('acts for the signed-in owner only, whatever owner fields the request carries', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/v1/payment/offers/current-user?limit=10&offset=0&user_id=OWNER00A',
      headers: asB,
    });
    expect(lastCall('ListOffers')).toEqual({ user_id: 'OWNER00B', limit: 10, offset: 0 });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/payment/subscriptions/cancel?user_id=OWNER00A',
      headers: asB,
      payload: { user_id: 'OWNER00A' },
    });
    expect(lastCall('CancelSubscription')).toEqual({ user_id: 'OWNER00B' });
    await app.inject({
      method: 'POST',
      url: '/api/v1/payment/subscriptions/subscription?plan_type=BASIC&billing_cycle=MONTHLY&user_id=OWNER00A',
      headers: asB,
    });
    expect(lastCall('CreateSubscription')).toEqual({
      user_id: 'OWNER00B',
      plan_type: 'BASIC',
      billing_cycle: 'MONTHLY',
    });
  });

  it("answers 404 for another owner's subscription at verify-payment", async () => {
    const payload = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: subscriptionOfA,
      razorpay_signature: 'ab12',
      user_id: 'OWNER00A',
    };
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/subscriptions/verify-payment',
      headers: asB,
      payload,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ detail: 'Subscription not found' });
    expect(lastCall('VerifyPayment')).toEqual({
      user_id: 'OWNER00B',
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: subscriptionOfA,
      razorpay_signature: 'ab12',
    });
    const mine = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/subscriptions/verify-payment',
      headers: asA,
      payload: { ...payload, subscription_id: subscriptionOfA },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      verified: true,
      account: { plan: 'BASIC', account_type: 'BASIC', billing_cycle: 'MONTHLY' },
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = [
      {
        url: '/api/v1/payment/subscriptions/subscription?plan_type=GOLD&billing_cycle=MONTHLY',
        payload: undefined,
        field: 'plan_type',
      },
      {
        url: '/api/v1/payment/subscriptions/subscription?plan_type=BASIC&billing_cycle=WEEKLY',
        payload: undefined,
        field: 'billing_cycle',
      },
      {
        url: '/api/v1/payment/subscriptions/verify-payment',
        payload: { razorpay_payment_id: 'pay_1', razorpay_subscription_id: subscriptionOfA },
        field: 'razorpay_signature',
      },
      {
        url: '/api/v1/payment/subscriptions/verify-payment',
        payload: {
          razorpay_payment_id: 'pay_1',
          razorpay_subscription_id: subscriptionOfA,
          razorpay_signature: 'ab',
          subscription_id: 'sub_Other1',
        },
        field: 'subscription_id',
      },
    ];
    for (const { url, payload, field } of bad) {
      const response = await app.inject({ method: 'POST', url, headers: asA, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ field: string }>().field).toBe(field);
    }
    const page = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/payments?limit=1000',
      headers: asA,
    });
    expect(page.statusCode).toBe(400);
    expect(page.json<{ field: string }>().field).toBe('limit');
  });

  it("shows the owner's plan with usage (agents, conversations, training sets), and past payments in rupees", async () => {
    const current = await app.inject({
      method: 'GET',
      url: '/api/v1/payment/subscriptions/current',
      headers: asA,
    });
    expect(current.json()).toMatchObject({
      plan: 'FREE',
      subscription: null,
      usage: {
        agents: { used: 1, limit: 1 },
        conversations: { used: 40, limit: 100 },
        training_sets: { used: 3, limit: 100 },
      },
    });
    // Counted for the signed-in owner under the plan auth vouched for, never anything the client sent.
    expect(lastCall('GetTrainingSetUsage')).toEqual({ user_id: 'OWNER00A', plan: 'FREE' });
    const payments = await app.inject({ method: 'GET', url: '/api/v1/payment/payments', headers: asA });
    expect(payments.json()).toEqual({
      total: 1,
      data: [
        {
          payment_id: 'pay_1',
          paid_at: '2026-11-02T00:00:00.000Z',
          amount: 4_999,
          currency: 'INR',
          status: 'captured',
          plan_type: 'BASIC',
          billing_cycle: 'MONTHLY',
        },
      ],
    });
  });

  it('says clearly when this installation takes no payments', async () => {
    paymentsConfigured = false;
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/payment/subscriptions/subscription?plan_type=BASIC&billing_cycle=MONTHLY',
        headers: asA,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ detail: 'Payments are not configured on this installation.' });
      const current = await app.inject({
        method: 'GET',
        url: '/api/v1/payment/subscriptions/current',
        headers: asA,
      });
      expect(current.json()).toMatchObject({ payments_configured: false, checkout: null });
    } finally {
      paymentsConfigured = true;
    }
  });
});

describe("Razorpay's webhook", () => {
  const send = (payload: string | Buffer, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhooks/razorpay',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('hands billing the exact bytes Razorpay signed, with its signature and event id', async () => {
    const body = '{ "event":"subscription.activated",  "payload" : {"x":"é"} }\n';
    const response = await send(body, { 'x-razorpay-signature': 'good', 'x-razorpay-event-id': 'evt_new' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'accepted' });
    const received = lastCall('ReceiveWebhook') as { body: Buffer; signature: string; event_id: string };
    expect(received.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(received).toMatchObject({ signature: 'good', event_id: 'evt_new' });
  });

  it('acknowledges a redelivery as a duplicate, and refuses a bad signature with a 400 naming the header', async () => {
    expect(
      (await send('{}', { 'x-razorpay-signature': 'good', 'x-razorpay-event-id': 'evt_seen' })).json(),
    ).toEqual({ status: 'duplicate' });
    const forged = await send('{}', { 'x-razorpay-signature': 'bad', 'x-razorpay-event-id': 'evt_x' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ field: 'X-Razorpay-Signature' });
  });

  it('refuses a body far larger than any Razorpay event with a 413', async () => {
    const response = await send(Buffer.alloc(2 * 1024 * 1024, 0x20), {
      'x-razorpay-signature': 'good',
      'x-razorpay-event-id': 'evt_big',
    });
    expect(response.statusCode).toBe(413);
  });
});
