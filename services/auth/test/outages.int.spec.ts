import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthProbe, type HealthProbe } from '@sitesage/grpc';
import { failure, newOwner, registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

const unavailable = {
  code: 'UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again shortly.',
};

let h: AuthHarness;
let health: HealthProbe;

beforeAll(async () => {
  // Health asks the database every 100 ms here (2 s by default), so the test waits less.
  h = await startAuthHarness({ DATABASE_HEALTH_CHECK_MS: '100' });
  // What the gateway's /health and a load balancer ask.
  health = createHealthProbe(h.target);
});

afterAll(async () => {
  health.close();
  await h.stop();
});

describe('when the database crashes and comes back', () => {
  it('reports NOT_SERVING while it is down and serves again by itself once it is back', async () => {
    const { owner, userId } = await registerVerified(h);
    const login = () =>
      h.client.Login({ user_id: userId, password: owner.password, client_ip: owner.client_ip });
    await expect.poll(() => health.check(1_000)).toBe('SERVING');

    await h.interruptPostgres();
    await expect.poll(() => health.check(1_000), { timeout: 10_000 }).toBe('NOT_SERVING');
    expect(await failure(login())).toMatchObject(unavailable);
    expect(h.logs.join('')).toContain('dependency cannot answer; not serving');

    await h.resumePostgres();
    await expect.poll(() => health.check(1_000), { timeout: 10_000 }).toBe('SERVING');
    // The pool opened new connections on its own: no restart of the service.
    expect(await login()).toMatchObject({ user: { user_id: userId } });
    expect((await h.client.Register(newOwner())).user_id).toMatch(/^[A-Z0-9]{8}$/);
  });
});

describe('when Redis crashes and comes back', () => {
  it('answers again by itself once Redis is back', async () => {
    const { owner, userId, token } = await registerVerified(h);
    await h.restartRedis();
    // The restarted Redis is empty and the client reconnects within its retry backoff (≤ 2 s).
    await expect
      .poll(() => h.client.Authenticate({ token }).catch(() => 'failed'), { timeout: 10_000 })
      .toEqual({ user_id: userId, plan: 'FREE' });
    expect(
      await h.client.Login({ user_id: userId, password: owner.password, client_ip: owner.client_ip }),
    ).toMatchObject({ user: { user_id: userId } });
  });
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
