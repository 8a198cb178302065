import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, failure, newOwnerId, startBillingHarness, type BillingHarness } from './harness.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
}, 120_000);
afterAll(async () => {
  await h.stop();
});

const rzp = () => {
  if (!h.razorpay) throw new Error('the harness runs a fake Razorpay');
  return h.razorpay;
};
type Delivery = { eventId: string; body: string; signature: string };
const receive = ({ eventId, body, signature }: Delivery) =>
  h.client.ReceiveWebhook({ body: Buffer.from(body, 'utf8'), signature, event_id: eventId }, {});
const planOf = async (userId: string) => (await h.client.GetAccount({ user_id: userId }, {})).plan;
const subscriptionOf = async (userId: string) =>
  (await h.client.GetAccount({ user_id: userId }, {})).subscription;
const processed = async (eventId: string) => {
  const row = await h.db
    .selectFrom('billing.webhook_events')
    .select('processed_at')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.processed_at ? true : undefined;
};

/** An owner with a subscription made at Razorpay, activated there (its webhooks not delivered yet). */
async function paidOwner(planType = 'BASIC') {
  const userId = newOwnerId();
  const { subscription_id } = await h.client.CreateSubscription(
    { user_id: userId, plan_type: planType, billing_cycle: 'MONTHLY' },
    {},
  );
  const fake = rzp().subscriptions.get(subscription_id);
  if (!fake) throw new Error('no subscription at the fake');
  const start = Math.floor(Date.now() / 1000);
  Object.assign(fake, { status: 'active', current_start: start, current_end: start + 30 * 86_400 });
  return { userId, subscriptionId: subscription_id, start };
}

describe('webhook signatures (over the raw body bytes)', () => {
  it('takes a validly signed event, applies it once on the queue and changes the plan', async () => {
    const { userId, subscriptionId, start } = await paidOwner();
    const delivery = rzp().event('subscription.activated', subscriptionId, { createdAt: start });
    expect(await receive(delivery)).toEqual({ duplicate: false });
    await eventually(() => processed(delivery.eventId));
    expect(await planOf(userId)).toBe('BASIC');
    expect(await eventually(() => h.planChanges.find((change) => change.userId === userId))).toMatchObject({
      plan: 'BASIC',
    });
  });

  it('refuses a wrong signature, a tampered body and a signature of another length, naming X-Razorpay-Signature', async () => {
    const { userId, subscriptionId } = await paidOwner();
    const delivery = rzp().event('subscription.activated', subscriptionId);
    const wrongSecret = createHmac('sha256', 'not-the-secret').update(delivery.body).digest('hex');
    // The same JSON with other whitespace is other bytes: what Razorpay signed is what counts.
    const reserialised = JSON.stringify(JSON.parse(delivery.body), null, 1);
    const tampered = delivery.body.replace('"active"', '"halted"');
    for (const forged of [
      { ...delivery, signature: wrongSecret },
      { ...delivery, body: reserialised },
      { ...delivery, body: tampered },
      { ...delivery, signature: delivery.signature.slice(0, 63) },
      { ...delivery, signature: `${delivery.signature}0` },
      { ...delivery, signature: '' },
    ]) {
      expect(await failure(receive(forged))).toMatchObject({
        code: 'INVALID_ARGUMENT',
        field: 'X-Razorpay-Signature',
      });
    }
    const stored = await h.db
      .selectFrom('billing.webhook_events')
      .select('event_id')
      .where('event_id', '=', delivery.eventId)
      .execute();
    expect(stored).toEqual([]);
    expect(await planOf(userId)).toBe('FREE');
  });

  it('requires the event id', async () => {
    const { subscriptionId } = await paidOwner();
    const delivery = rzp().event('subscription.activated', subscriptionId);
    expect(await failure(receive({ ...delivery, eventId: '' }))).toMatchObject({
      field: 'x-razorpay-event-id',
    });
  });
});

describe('webhook deliveries', () => {
  it('applies an event delivered twice (or replayed) once', async () => {
    const { userId, subscriptionId, start } = await paidOwner();
    const charged = rzp().event('subscription.charged', subscriptionId, {
      createdAt: start,
      payment: { id: 'pay_Twice1', amount: 499_900 },
    });
    expect(await receive(charged)).toEqual({ duplicate: false });
    await eventually(() => processed(charged.eventId));
    expect(await receive(charged)).toEqual({ duplicate: true });
    expect(await receive(charged)).toEqual({ duplicate: true });
    const { payments, total } = await h.client.ListPayments({ user_id: userId, limit: 10, offset: 0 }, {});
    expect(total).toBe(1);
    expect(payments[0]).toMatchObject({
      payment_id: 'pay_Twice1',
      amount: 499_900,
      currency: 'INR',
      status: 'captured',
      plan_type: 'BASIC',
      billing_cycle: 'MONTHLY',
    });
    const versions = await h.db
      .selectFrom('billing.accounts')
      .select('plan_version')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(versions.plan_version).toBe(1);
  });

  it('does not regress when events arrive out of order: charged before activated, a late activated after cancelled', async () => {
    const { userId, subscriptionId, start } = await paidOwner();
    const activated = rzp().event('subscription.activated', subscriptionId, { createdAt: start });
    const charged = rzp().event('subscription.charged', subscriptionId, {
      createdAt: start + 1,
      payment: {},
    });
    const cancelled = rzp().event('subscription.cancelled', subscriptionId, {
      createdAt: start + 2,
      status: 'cancelled',
    });
    for (const delivery of [charged, cancelled, activated]) {
      await receive(delivery);
      await eventually(() => processed(delivery.eventId));
    }
    expect(
      (
        await h.db
          .selectFrom('billing.subscriptions')
          .select('status')
          .where('razorpay_subscription_id', '=', subscriptionId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('cancelled');
    expect(await planOf(userId)).toBe('FREE');
  });

  it('keeps paid features through a pending charge, and ends them when Razorpay halts the subscription', async () => {
    const { userId, subscriptionId, start } = await paidOwner('PRO');
    for (const delivery of [
      rzp().event('subscription.activated', subscriptionId, { createdAt: start }),
      rzp().event('subscription.pending', subscriptionId, { createdAt: start + 10, status: 'pending' }),
    ]) {
      await receive(delivery);
      await eventually(() => processed(delivery.eventId));
    }
    expect(await planOf(userId)).toBe('PRO');
    const halted = rzp().event('subscription.halted', subscriptionId, {
      createdAt: start + 20,
      status: 'halted',
    });
    await receive(halted);
    await eventually(() => processed(halted.eventId));
    expect(await planOf(userId)).toBe('FREE');
  });

  it('records a failed payment without changing the plan', async () => {
    const { userId, subscriptionId, start } = await paidOwner();
    const failed = rzp().event('payment.failed', subscriptionId, {
      createdAt: start,
      payment: { id: 'pay_Failed1', status: 'failed' },
    });
    await receive(failed);
    await eventually(() => processed(failed.eventId));
    const { payments } = await h.client.ListPayments({ user_id: userId, limit: 10, offset: 0 }, {});
    expect(payments.map((p) => [p.payment_id, p.status])).toEqual([['pay_Failed1', 'failed']]);
    expect(await planOf(userId)).toBe('FREE');
  });

  it('keeps BASIC after a cancel until the cycle ends at Razorpay, then the owner is on Free', async () => {
    const { userId, subscriptionId, start } = await paidOwner();
    const activated = rzp().event('subscription.activated', subscriptionId, { createdAt: start });
    await receive(activated);
    await eventually(() => processed(activated.eventId));
    await h.client.CancelSubscription({ user_id: userId }, {});
    expect(await planOf(userId)).toBe('BASIC');
    expect((await subscriptionOf(userId))?.cancel_at_cycle_end).toBe(true);
    const fake = rzp().subscriptions.get(subscriptionId);
    if (fake) Object.assign(fake, { status: 'cancelled' });
    const ended = rzp().event('subscription.cancelled', subscriptionId, { createdAt: start + 30 * 86_400 });
    await receive(ended);
    await eventually(() => processed(ended.eventId));
    expect(await planOf(userId)).toBe('FREE');
  });

  it("ignores events about subscriptions billing never made (another installation's)", async () => {
    const { subscriptionId } = await paidOwner();
    const delivery = rzp().event('subscription.activated', subscriptionId);
    const foreign = delivery.body.replaceAll(subscriptionId, 'sub_Unknown123');
    const signature = createHmac('sha256', rzp().webhookSecret).update(foreign).digest('hex');
    await receive({ eventId: delivery.eventId, body: foreign, signature });
    await eventually(() => processed(delivery.eventId));
    const rows = await h.db
      .selectFrom('billing.subscriptions')
      .select('razorpay_subscription_id')
      .where('razorpay_subscription_id', '=', 'sub_Unknown123')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('verify-payment and webhooks together', () => {
  it('activate once per payment however they interleave (ten at a time)', async () => {
    const { userId, subscriptionId, start } = await paidOwner();
    const paymentId = 'pay_Race1';
    const signature = createHmac('sha256', rzp().keySecret)
      .update(`${paymentId}|${subscriptionId}`)
      .digest('hex');
    const charged = rzp().event('subscription.charged', subscriptionId, {
      createdAt: start,
      payment: { id: paymentId },
    });
    const activated = rzp().event('subscription.activated', subscriptionId, { createdAt: start });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? h.client.VerifyPayment(
              {
                user_id: userId,
                razorpay_payment_id: paymentId,
                razorpay_subscription_id: subscriptionId,
                razorpay_signature: signature,
              },
              {},
            )
          : receive(i % 4 === 1 ? charged : activated),
      ),
    );
    await eventually(() => processed(charged.eventId));
    await eventually(() => processed(activated.eventId));
    const { total } = await h.client.ListPayments({ user_id: userId, limit: 10, offset: 0 }, {});
    expect(total).toBe(1);
    const account = await h.db
      .selectFrom('billing.accounts')
      .select(['plan', 'plan_version'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ plan: 'BASIC', plan_version: 1 });
  });
});
