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
const ids = {};
const subscribe = (userId: string, planType = 'BASIC', billingCycle = 'MONTHLY') =>
  h.client.CreateSubscription({ user_id: userId, plan_type: planType, billing_cycle: billingCycle }, ids);
const verify = (
  userId: string,
  result: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string },
) => h.client.VerifyPayment({ user_id: userId, ...result }, ids);
const planOf = async (userId: string) => (await h.client.GetAccount({ user_id: userId }, ids)).plan;

/** Pays at the fake Checkout without webhooks reaching billing (no webhook URL is set here). */
const payAtCheckout = (subscriptionId: string) => rzp().pay(subscriptionId);

describe('plans and offers', () => {
  it('lists the catalogue with the spec prices, orders and limits', async () => {
    const { plans, currency } = await h.client.ListPlans({}, ids);
    expect(currency).toBe('INR');
    expect(
      plans.map((p) => [
        p.plan_type,
        p.order,
        p.monthly_price,
        p.yearly_price,
        p.limits?.agents,
        p.limits?.conversations_per_cycle,
      ]),
    ).toEqual([
      ['FREE', 1, 0, 0, 1, 100],
      ['BASIC', 2, 4_999, 49_999, 5, 10_000],
      ['PRO', 3, 9_999, 99_999, 50, 100_000],
      ['ENTERPRISE', 4, 0, 0, 100, 500_000],
    ]);
    expect(plans.find((p) => p.plan_type === 'ENTERPRISE')?.custom_price).toBe(true);
  });

  it("shows an owner the offers open to them, with discounted prices rounded; not another owner's", async () => {
    const owner = newOwnerId();
    const other = newOwnerId();
    await h.db
      .insertInto('billing.offers')
      .values([
        {
          id: '00000000-0000-4000-8000-000000000001',
          user_id: null,
          display_text: 'Launch offer: 20% off',
          discount_percent: 20,
          starts_at: new Date(Date.now() - 1_000),
        },
        {
          id: '00000000-0000-4000-8000-000000000002',
          user_id: other,
          display_text: 'Just for you',
          discount_percent: 50,
          starts_at: new Date(Date.now() - 1_000),
        },
        {
          id: '00000000-0000-4000-8000-000000000003',
          user_id: null,
          display_text: 'Over',
          discount_percent: 70,
          starts_at: new Date(Date.now() - 10_000),
          ends_at: new Date(Date.now() - 5_000),
        },
      ])
      .execute();
    const { offers, total } = await h.client.ListOffers({ user_id: owner, limit: 10, offset: 0 }, ids);
    expect(total).toBe(1);
    expect(offers[0]?.display_text).toBe('Launch offer: 20% off');
    expect(offers[0]?.discount_value).toBe(20);
    expect(
      offers[0]?.prices.find((p) => p.plan_type === 'BASIC' && p.billing_cycle === 'MONTHLY')?.price,
    ).toBe(3_999);
    const theirs = await h.client.ListOffers({ user_id: other, limit: 10, offset: 0 }, ids);
    expect(theirs.offers[0]?.display_text).toBe('Just for you');
  });

  it('refuses pages out of bounds, naming the field', async () => {
    expect(
      await failure(h.client.ListOffers({ user_id: newOwnerId(), limit: 0, offset: 0 }, ids)),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'limit' });
    expect(
      await failure(h.client.ListPayments({ user_id: newOwnerId(), limit: 10, offset: -1 }, ids)),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'offset' });
  });
});

describe('subscribing', () => {
  it('creates a Razorpay subscription on a plan made once per plan and cycle, and answers its id with the Checkout key', async () => {
    const first = await subscribe(newOwnerId());
    const second = await subscribe(newOwnerId());
    expect(first.subscription_id).toMatch(/^sub_/);
    expect(first.requires_checkout).toBe(true);
    expect(first.checkout?.key_id).toBe(rzp().keyId);
    expect(rzp().calls.filter((call) => call === 'POST /v1/plans')).toHaveLength(1);
    expect(rzp().subscriptions.get(second.subscription_id)?.plan_id).toBe(
      rzp().subscriptions.get(first.subscription_id)?.plan_id,
    );
  });

  it('refuses bad plan types and cycles with a 400 naming the field, and Enterprise with a contact-us message', async () => {
    expect(await failure(subscribe(newOwnerId(), 'GOLD'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'plan_type',
    });
    expect(await failure(subscribe(newOwnerId(), 'FREE'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'plan_type',
    });
    expect(await failure(subscribe(newOwnerId(), 'BASIC', 'WEEKLY'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'billing_cycle',
    });
    expect(await failure(subscribe(newOwnerId(), 'ENTERPRISE'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'plan_type',
      message: expect.stringContaining('contact us') as string,
    });
  });

  it('changes the plan after a verified payment only once Razorpay says the subscription is active', async () => {
    const owner = newOwnerId();
    const { subscription_id } = await subscribe(owner);
    expect(await planOf(owner)).toBe('FREE');
    const result = await payAtCheckout(subscription_id);
    const reply = await verify(owner, result);
    expect(reply.verified).toBe(true);
    expect(reply.account?.plan).toBe('BASIC');
    expect(reply.account?.billing_cycle).toBe('MONTHLY');
    expect(reply.account?.subscription?.status).toBe('active');
    expect(reply.account?.limits?.agents).toBe(5);
    const told = await eventually(() => h.planChanges.find((change) => change.userId === owner));
    expect(told).toMatchObject({ plan: 'BASIC', billingCycle: 'MONTHLY', version: 1 });
  });

  it('keeps the plan when the signature is valid but Razorpay has not activated the subscription', async () => {
    const owner = newOwnerId();
    const { subscription_id } = await subscribe(owner);
    const paymentId = 'pay_Forged123';
    const signature = createHmac('sha256', rzp().keySecret)
      .update(`${paymentId}|${subscription_id}`)
      .digest('hex');
    const reply = await verify(owner, {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscription_id,
      razorpay_signature: signature,
    });
    expect(reply.account?.plan).toBe('FREE');
  });
});

describe('verify-payment signatures', () => {
  let owner: string;
  let good: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string };
  beforeAll(async () => {
    owner = newOwnerId();
    const { subscription_id } = await subscribe(owner, 'PRO', 'YEARLY');
    good = await payAtCheckout(subscription_id);
  });

  it('refuses a wrong signature (400 naming razorpay_signature) and leaves the plan', async () => {
    const wrong = good.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect(await failure(verify(owner, { ...good, razorpay_signature: wrong }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'razorpay_signature',
    });
    expect(await planOf(owner)).toBe('FREE');
  });

  it('refuses a signature of another length', async () => {
    expect(
      await failure(verify(owner, { ...good, razorpay_signature: good.razorpay_signature.slice(0, 40) })),
    ).toMatchObject({ field: 'razorpay_signature' });
    expect(
      await failure(verify(owner, { ...good, razorpay_signature: `${good.razorpay_signature}00` })),
    ).toMatchObject({ field: 'razorpay_signature' });
  });

  it('refuses a signature made with the webhook secret, or over another payment id', async () => {
    const withWebhookSecret = createHmac('sha256', rzp().webhookSecret)
      .update(`${good.razorpay_payment_id}|${good.razorpay_subscription_id}`)
      .digest('hex');
    expect(await failure(verify(owner, { ...good, razorpay_signature: withWebhookSecret }))).toMatchObject({
      field: 'razorpay_signature',
    });
    expect(await failure(verify(owner, { ...good, razorpay_payment_id: 'pay_Other123' }))).toMatchObject({
      field: 'razorpay_signature',
    });
    expect(await planOf(owner)).toBe('FREE');
  });

  it("answers another owner's subscription as not found, even with its valid signature", async () => {
    const stranger = newOwnerId();
    expect(await failure(verify(stranger, good))).toEqual({
      code: 'NOT_FOUND',
      message: 'Subscription not found',
      field: undefined,
    });
    expect(await planOf(stranger)).toBe('FREE');
  });

  it('takes the genuine result, and a replay of it changes nothing more', async () => {
    expect((await verify(owner, good)).account?.plan).toBe('PRO');
    const versions = async () =>
      (
        await h.db
          .selectFrom('billing.accounts')
          .select('plan_version')
          .where('user_id', '=', owner)
          .executeTakeFirstOrThrow()
      ).plan_version;
    const before = await versions();
    expect((await verify(owner, good)).account?.plan).toBe('PRO');
    expect(await versions()).toBe(before);
  });
});

describe('moving and cancelling', () => {
  it('moves a paid subscription to another plan at Razorpay without a new checkout', async () => {
    const owner = newOwnerId();
    const { subscription_id } = await subscribe(owner);
    await verify(owner, await payAtCheckout(subscription_id));
    const moved = await subscribe(owner, 'PRO', 'MONTHLY');
    expect(moved).toMatchObject({ subscription_id, requires_checkout: false });
    expect(await planOf(owner)).toBe('PRO');
  });

  it('cancels at the end of the cycle: the paid plan stays until Razorpay ends the subscription', async () => {
    const owner = newOwnerId();
    const { subscription_id } = await subscribe(owner);
    await verify(owner, await payAtCheckout(subscription_id));
    const account = await h.client.CancelSubscription({ user_id: owner }, ids);
    expect(account.plan).toBe('BASIC');
    expect(account.subscription?.cancel_at_cycle_end).toBe(true);
    expect(rzp().subscriptions.get(subscription_id)?.status).toBe('active');
    expect(await failure(h.client.CancelSubscription({ user_id: newOwnerId() }, ids))).toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
  });
});

describe('periods that end without a webhook', () => {
  it('asks Razorpay once the grace has passed and takes its answer: ended → Free, renewed → paid on', async () => {
    const ended = newOwnerId();
    const renewed = newOwnerId();
    const subscriptions: string[] = [];
    for (const owner of [ended, renewed]) {
      const { subscription_id } = await subscribe(owner);
      await verify(owner, await payAtCheckout(subscription_id));
      subscriptions.push(subscription_id);
    }
    const [endedId = '', renewedId = ''] = subscriptions;
    // Razorpay ended one and renewed the other; the webhooks never arrived.
    const atRazorpay = (id: string) => {
      const found = rzp().subscriptions.get(id);
      if (!found) throw new Error('no subscription at the fake');
      return found;
    };
    atRazorpay(endedId).status = 'cancelled';
    const now = Math.floor(Date.now() / 1000);
    Object.assign(atRazorpay(renewedId), { current_start: now, current_end: now + 30 * 86_400 });
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    await h.db
      .updateTable('billing.subscriptions')
      .set({ current_end: longAgo, last_event_at: new Date(Date.now() - 40 * 86_400_000) })
      .where('razorpay_subscription_id', 'in', subscriptions)
      .execute();

    expect(await h.container.services.subscriptions.reconcileOverdue(3_600_000)).toBeGreaterThanOrEqual(2);
    expect(await planOf(ended)).toBe('FREE');
    expect(await planOf(renewed)).toBe('BASIC');
    const period = await h.client.GetAccount({ user_id: renewed }, ids);
    expect(Date.parse(period.subscription?.current_period_end ?? '')).toBeGreaterThan(Date.now());
  });
});
