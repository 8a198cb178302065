import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthServiceClient } from '@sitesage/contracts';
import type { PromiseClient } from '@sitesage/grpc';
import { captureLogs } from '@sitesage/testing';
import { createAuthContainer } from '../src/container.js';
import { failure, registerVerified, serveAuth, startAuthHarness, type AuthHarness } from './harness.js';

const invalidToken = { code: 'UNAUTHENTICATED', message: 'Invalid token' };

/** A second auth replica on the same database and Redis as the harness's. */
type Replica = { client: PromiseClient<AuthServiceClient>; logs: string[]; stop(): Promise<void> };

async function startReplica(h: AuthHarness): Promise<Replica> {
  const logs: string[] = [];
  const log = captureLogs('auth-replica', logs);
  const container = createAuthContainer(h.config, log, { clock: h.clock.now });
  const { server, client } = await serveAuth(container, log);
  return {
    client,
    logs,
    async stop() {
      client.close();
      await server.shutdown(1_000);
      await container.close();
    },
  };
}

/** How many MGETs (the revocation check's one command) Redis has run so far. */
async function revocationReads(h: AuthHarness): Promise<number> {
  const stats = await h.redis.info('commandstats');
  return Number(/cmdstat_mget:calls=(\d+)/.exec(stats)?.[1] ?? 0);
}

let h: AuthHarness;
let other: Replica;

beforeAll(async () => {
  h = await startAuthHarness();
  other = await startReplica(h);
});

afterAll(async () => {
  await other.stop();
  await h.stop();
});

// Announcements travel in milliseconds; entries expire only after 5 s. Waiting at most 2 s tells
// an announcement heard from an entry that merely aged out.
const heardWithin = { timeout: 2_000, interval: 20 };

describe('token checks answered from memory', () => {
  it('read Redis once for many checks of the same token', async () => {
    const { userId, token } = await registerVerified(h);
    await h.client.Authenticate({ token });
    const before = await revocationReads(h);
    for (let check = 0; check < 50; check++) {
      expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });
    }
    expect((await revocationReads(h)) - before).toBe(0);
  });

  it('refuse a token on every replica once it is logged out on one', async () => {
    const { userId, token } = await registerVerified(h);
    expect(await other.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });
    await h.client.Logout({ token });
    expect(await failure(h.client.Authenticate({ token }))).toEqual(expect.objectContaining(invalidToken));
    await expect
      .poll(async () => (await failure(other.client.Authenticate({ token }))).code, heardWithin)
      .toBe('UNAUTHENTICATED');
  });

  it("refuse an account's older tokens on every replica once its password changes on one", async () => {
    const { owner, userId, token } = await registerVerified(h);
    expect(await other.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });
    const changed = await h.client.ChangePassword({
      token,
      current_password: owner.password,
      new_password: 'lantern-fjord-quietly-82',
      client_ip: owner.client_ip,
    });
    await expect
      .poll(async () => (await failure(other.client.Authenticate({ token }))).code, heardWithin)
      .toBe('UNAUTHENTICATED');
    // The token issued with the change works everywhere.
    const fresh = changed.token_info?.token ?? '';
    expect(await other.client.Authenticate({ token: fresh })).toEqual({ user_id: userId, plan: 'FREE' });
  });

  it('read Redis on every check while the announcements cannot be heard', async () => {
    const { userId, token } = await registerVerified(h);
    expect(await other.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });
    // Cut every subscribed connection, then revoke the token behind the replicas' backs: no
    // announcement can reach them, so only a fresh read of Redis can see it.
    await h.redis.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
    await expect
      .poll(() => other.logs.some((line) => line.includes('session changes no longer heard')))
      .toBe(true);
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      jti: string;
    };
    await h.redis.set(`auth:revoked:${jti}`, '1', 'PX', 60_000);
    expect(await failure(other.client.Authenticate({ token }))).toEqual(
      expect.objectContaining(invalidToken),
    );
  });
});
