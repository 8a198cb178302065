import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutScript } from './checkout-script.js';

export type FakeRazorpayPlan = {
  id: string;
  period: string;
  interval: number;
  amount: number;
  currency: string;
  notes: Record<string, string>;
};

export type FakeRazorpaySubscription = {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status: string;
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  total_count: number;
  paid_count: number;
  notes: Record<string, string>;
  offer_id: string | null;
  created_at: number;
  /** Not part of Razorpay's entity: whether a cancel was scheduled for the cycle's end. */
  cancel_at_cycle_end: boolean;
};

export type CheckoutResult = {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
};

export type SentWebhook = { eventId: string; event: string; status: number; body: string };

export type FakeRazorpay = {
  /** RAZORPAY_API_URL */
  baseUrl: string;
  /** RAZORPAY_CHECKOUT_URL: the Checkout stand-in. */
  checkoutScriptUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  plans: Map<string, FakeRazorpayPlan>;
  subscriptions: Map<string, FakeRazorpaySubscription>;
  /** Every API call, as `METHOD /path`. */
  calls: string[];
  /** Where webhooks go (…/api/v1/payment/webhooks/razorpay); none are sent until it is set. */
  setWebhookUrl(url: string): void;
  /** What Checkout does when the owner pays: activates the subscription, charges it, signs the result, sends the webhooks. */
  pay(subscriptionId: string): Promise<CheckoutResult>;
  /** The end of the current cycle: renews (charged) or, when cancelled at cycle end, ends it (cancelled). */
  endCycle(subscriptionId: string): Promise<void>;
  /** Builds a signed event about a subscription (as it is now, or with `status` set) without sending it. */
  event(
    name: string,
    subscriptionId: string,
    options?: {
      status?: string;
      createdAt?: number;
      payment?: { id?: string; amount?: number; status?: string };
    },
  ): { eventId: string; body: string; signature: string };
  /** Sends an event as Razorpay does (signed, with x-razorpay-event-id); answers the receiver's status. */
  deliver(webhook: { eventId: string; body: string; signature: string }): Promise<number>;
  /** The webhooks sent so far. */
  sent: SentWebhook[];
  /** The next `count` API calls answer 500 (an outage at Razorpay). */
  failNext(count?: number): void;
  stop(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const cycleSeconds = (period: string) => (period === 'yearly' ? 365 : 30) * 86_400;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server speaking the parts of Razorpay's REST API billing uses (v1 plans and
 * subscriptions with HTTP Basic key_id:key_secret, Razorpay's error bodies), a Checkout stand-in
 * (/v1/checkout.js) that returns what Checkout returns, signed with the key secret, and signed
 * webhooks (X-Razorpay-Signature over the exact body, x-razorpay-event-id) sent to our URL.
 */
export async function startFakeRazorpay(options: { webhookUrl?: string } = {}): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(16).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const plans = new Map<string, FakeRazorpayPlan>();
  const subscriptions = new Map<string, FakeRazorpaySubscription>();
  const calls: string[] = [];
  const sent: SentWebhook[] = [];
  let webhookUrl = options.webhookUrl;
  let failures = 0;
  let origin = '';

  const sign = (payload: string, secret: string) =>
    createHmac('sha256', secret).update(payload).digest('hex');
  const publicEntity = (subscription: FakeRazorpaySubscription) => {
    const { cancel_at_cycle_end: _scheduled, ...entity } = subscription;
    return {
      ...entity,
      has_scheduled_changes: false,
      customer_notify: true,
      short_url: `${origin}/i/${subscription.id}`,
    };
  };

  function event(
    name: string,
    subscriptionId: string,
    extra: {
      status?: string;
      createdAt?: number;
      payment?: { id?: string; amount?: number; status?: string };
    } = {},
  ) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const createdAt = extra.createdAt ?? nowSeconds();
    const paymentOnly = name.startsWith('payment.');
    const entity = { ...publicEntity(subscription), ...(extra.status ? { status: extra.status } : {}) };
    const plan = plans.get(subscription.plan_id);
    const payment = extra.payment
      ? {
          payment: {
            entity: {
              id: extra.payment.id ?? id('pay'),
              entity: 'payment',
              amount: extra.payment.amount ?? plan?.amount ?? 0,
              currency: 'INR',
              status: extra.payment.status ?? 'captured',
              subscription_id: subscriptionId,
              created_at: createdAt,
            },
          },
        }
      : {};
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_fake',
      event: name,
      // A payment event carries the payment only; subscription events carry the subscription.
      contains: paymentOnly ? ['payment'] : ['subscription', ...(extra.payment ? ['payment'] : [])],
      payload: { ...(paymentOnly ? {} : { subscription: { entity } }), ...payment },
      created_at: createdAt,
    });
    return { eventId: id('evt'), body, signature: sign(body, webhookSecret) };
  }

  async function deliver(webhook: { eventId: string; body: string; signature: string }): Promise<number> {
    if (!webhookUrl) return 0;
    const name = (JSON.parse(webhook.body) as { event: string }).event;
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhook.signature,
        'x-razorpay-event-id': webhook.eventId,
      },
      body: webhook.body,
    });
    await response.body?.cancel();
    sent.push({ eventId: webhook.eventId, event: name, status: response.status, body: webhook.body });
    return response.status;
  }

  async function pay(subscriptionId: string): Promise<CheckoutResult> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const period = plans.get(subscription.plan_id)?.period ?? 'monthly';
    const start = nowSeconds();
    Object.assign(subscription, {
      status: 'active',
      current_start: start,
      current_end: start + cycleSeconds(period),
      paid_count: subscription.paid_count + 1,
    });
    const paymentId = id('pay');
    await deliver(event('subscription.activated', subscriptionId, { createdAt: start }));
    await deliver(
      event('subscription.charged', subscriptionId, { createdAt: start, payment: { id: paymentId } }),
    );
    return {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: sign(`${paymentId}|${subscriptionId}`, keySecret),
    };
  }

  async function endCycle(subscriptionId: string): Promise<void> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const at = Math.max(nowSeconds(), (subscription.current_end ?? 0) - 0);
    if (subscription.cancel_at_cycle_end) {
      Object.assign(subscription, { status: 'cancelled', ended_at: at });
      await deliver(event('subscription.cancelled', subscriptionId, { createdAt: at }));
      return;
    }
    const period = plans.get(subscription.plan_id)?.period ?? 'monthly';
    Object.assign(subscription, {
      current_start: at,
      current_end: at + cycleSeconds(period),
      paid_count: subscription.paid_count + 1,
    });
    await deliver(event('subscription.charged', subscriptionId, { createdAt: at, payment: {} }));
  }

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
    // Answered: handlers return this, so each branch ends where it answers.
    return true;
  };
  const badRequest = (res: ServerResponse, description: string, field?: string) =>
    json(res, 400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'NA',
        reason: 'input_validation_failed',
        field,
      },
    });

  function api(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      json(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      return;
    }
    if (failures > 0) {
      failures -= 1;
      json(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
    } catch {
      badRequest(res, 'The request body is not valid JSON');
      return;
    }
    if (req.method === 'POST' && path === '/v1/plans') {
      const item = (body.item ?? {}) as { amount?: unknown; currency?: unknown };
      if (body.period !== 'monthly' && body.period !== 'yearly')
        return badRequest(res, 'The period field is invalid.', 'period');
      if (typeof item.amount !== 'number' || item.amount < 100)
        return badRequest(res, 'The amount must be atleast INR 1.00', 'amount');
      const plan: FakeRazorpayPlan = {
        id: id('plan'),
        period: body.period,
        interval: Number(body.interval ?? 1),
        amount: item.amount,
        currency: typeof item.currency === 'string' ? item.currency : 'INR',
        notes: (body.notes ?? {}) as Record<string, string>,
      };
      plans.set(plan.id, plan);
      return json(res, 200, {
        id: plan.id,
        entity: 'plan',
        period: plan.period,
        interval: plan.interval,
        item: { amount: plan.amount, currency: plan.currency },
        notes: plan.notes,
      });
    }
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      if (typeof body.plan_id !== 'string' || !plans.has(body.plan_id))
        return badRequest(res, 'The id provided does not exist', 'plan_id');
      if (typeof body.total_count !== 'number')
        return badRequest(res, 'The total count field is required.', 'total_count');
      const subscription: FakeRazorpaySubscription = {
        id: id('sub'),
        entity: 'subscription',
        plan_id: body.plan_id,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        quantity: 1,
        total_count: body.total_count,
        paid_count: 0,
        notes: (body.notes ?? {}) as Record<string, string>,
        offer_id: typeof body.offer_id === 'string' ? body.offer_id : null,
        created_at: nowSeconds(),
        cancel_at_cycle_end: false,
      };
      subscriptions.set(subscription.id, subscription);
      return json(res, 200, publicEntity(subscription));
    }
    const match = /^\/v1\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path);
    const subscription = match?.[1] ? subscriptions.get(decodeURIComponent(match[1])) : undefined;
    if (match && !subscription) return badRequest(res, 'The id provided does not exist');
    if (subscription && req.method === 'GET' && !match?.[2])
      return json(res, 200, publicEntity(subscription));
    if (subscription && req.method === 'POST' && match?.[2]) {
      if (!['active', 'authenticated', 'pending', 'halted'].includes(subscription.status))
        return badRequest(res, 'Subscription is not cancellable in ' + subscription.status + ' status.');
      if (body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true)
        subscription.cancel_at_cycle_end = true;
      else Object.assign(subscription, { status: 'cancelled', ended_at: nowSeconds() });
      return json(res, 200, publicEntity(subscription));
    }
    if (subscription && req.method === 'PATCH' && !match?.[2]) {
      if (typeof body.plan_id !== 'string' || !plans.has(body.plan_id))
        return badRequest(res, 'The id provided does not exist', 'plan_id');
      if (subscription.status !== 'active')
        return badRequest(res, 'Subscription can only be updated when it is active.');
      subscription.plan_id = body.plan_id;
      return json(res, 200, publicEntity(subscription));
    }
    json(res, 404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  }

  async function checkout(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const { key, subscription_id: subscriptionId } = JSON.parse(raw || '{}') as {
      key?: string;
      subscription_id?: string;
    };
    const subscription = subscriptionId ? subscriptions.get(subscriptionId) : undefined;
    if (key !== keyId || !subscription) {
      json(
        res,
        200,
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Invalid subscription or key',
            source: 'customer',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
          },
        },
        cors,
      );
      return;
    }
    if (path === '/_checkout/decline') {
      json(
        res,
        200,
        {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment has been declined by your bank.',
            source: 'bank',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { payment_id: id('pay') },
          },
        },
        cors,
      );
      return;
    }
    json(res, 200, await pay(subscription.id), cors);
  }

  const server = createServer((req, res) => {
    void readBody(req)
      .then(async (raw) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (req.method === 'GET' && path === '/v1/checkout.js') {
          res.writeHead(200, {
            'content-type': 'text/javascript; charset=utf-8',
            'access-control-allow-origin': '*',
          });
          res.end(checkoutScript(origin));
          return;
        }
        if (path.startsWith('/_checkout/')) {
          await checkout(req, res, path, raw);
          return;
        }
        calls.push(`${req.method ?? ''} ${path}`);
        api(req, res, path, raw);
      })
      .catch((error: unknown) => {
        json(res, 500, { error: { code: 'SERVER_ERROR', description: String(error) } });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: origin,
    checkoutScriptUrl: `${origin}/v1/checkout.js`,
    keyId,
    keySecret,
    webhookSecret,
    plans,
    subscriptions,
    calls,
    sent,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    pay,
    endCycle,
    event,
    deliver,
    failNext(count = 1) {
      failures = count;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
