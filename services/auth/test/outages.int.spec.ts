import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, newOwner, registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

const unavailable = {
  code: 'UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again shortly.',
};

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});

afterAll(async () => {
  await h.stop();
});

describe('when a dependency is down', () => {
  it('answers "temporarily unavailable" quickly, never an internal error', async () => {
    const { owner, userId, token } = await registerVerified(h);

    await h.stopPostgres();
    for (const call of [
      () => h.client.GetCurrentUser({ token }),
      () => h.client.Register(newOwner()),
      () => h.client.Login({ user_id: userId, password: owner.password, client_ip: owner.client_ip }),
    ]) {
      const started = performance.now();
      expect(await failure(call())).toMatchObject(unavailable);
      expect(performance.now() - started).toBeLessThan(3_000);
    }
    // Authenticate needs no database while Redis holds the account's token state.
    expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });

    await h.stopRedis();
    expect(await failure(h.client.Authenticate({ token }))).toMatchObject(unavailable);
    expect(await failure(h.client.ResendOtp({ user_id: userId, client_ip: owner.client_ip }))).toMatchObject(
      unavailable,
    );
  });
});
