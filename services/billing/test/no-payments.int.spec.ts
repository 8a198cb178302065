import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwnerId, startBillingHarness, type BillingHarness } from './harness.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness({ payments: false });
}, 120_000);
afterAll(async () => {
  await h.stop();
});

describe('an installation without Razorpay keys', () => {
  it('shows the plans and the owner on Free, saying payments are not configured', async () => {
    expect((await h.client.ListPlans({}, {})).plans).toHaveLength(4);
    const account = await h.client.GetAccount({ user_id: newOwnerId() }, {});
    expect(account).toMatchObject({
      plan: 'FREE',
      billing_cycle: '',
      payments_configured: false,
      checkout: null,
    });
  });

  it('answers Upgrade with a clear error instead of calling anyone', async () => {
    const refused = await failure(
      h.client.CreateSubscription(
        { user_id: newOwnerId(), plan_type: 'BASIC', billing_cycle: 'MONTHLY' },
        {},
      ),
    );
    expect(refused).toEqual({
      code: 'FAILED_PRECONDITION',
      message: 'Payments are not configured on this installation.',
      field: undefined,
    });
  });

  it('takes no webhook', async () => {
    const refused = await failure(
      h.client.ReceiveWebhook({ body: Buffer.from('{}'), signature: 'ab', event_id: 'evt_1' }, {}),
    );
    expect(refused.code).toBe('FAILED_PRECONDITION');
  });
});
