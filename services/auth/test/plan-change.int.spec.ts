import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h.stop();
});

const apply = (userId: string, plan: string, version: number, billingCycle = 'MONTHLY') =>
  h.client.ApplyPlan({ user_id: userId, plan, account_type: plan, billing_cycle: billingCycle, version });

describe("billing's plan changes", () => {
  it('reach a signed-in session on its next request, and the plan limits read for visitors', async () => {
    const { userId, token } = await registerVerified(h);
    // The session has been used: its account state is mirrored (and cached) already.
    expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });

    expect(await apply(userId, 'BASIC', 1)).toEqual({ applied: true });
    expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'BASIC' });
    expect(await h.client.GetPlan({ user_id: userId })).toEqual({ plan: 'BASIC' });
    expect(await h.client.GetCurrentUser({ token })).toMatchObject({
      plan: 'BASIC',
      account_type: 'BASIC',
      billing_cycle: 'MONTHLY',
    });
  });

  it('never go back: a change older than the one applied is ignored', async () => {
    const { userId, token } = await registerVerified(h);
    await apply(userId, 'PRO', 3);
    expect(await apply(userId, 'BASIC', 2)).toEqual({ applied: false });
    expect(await apply(userId, 'PRO', 3)).toEqual({ applied: false });
    expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'PRO' });
  });

  it('refuses unknown plans and cycles, naming the field', async () => {
    const { userId } = await registerVerified(h);
    expect(await failure(apply(userId, 'GOLD', 1))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'plan',
    });
    expect(await failure(apply(userId, 'PRO', 1, 'WEEKLY'))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'billing_cycle',
    });
    expect(await h.client.GetPlan({ user_id: userId })).toEqual({ plan: 'FREE' });
  });
});
