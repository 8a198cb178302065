import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, jwtSecret, registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

const invalidToken = {
  code: 'UNAUTHENTICATED',
  message: 'Invalid token',
  field: undefined,
  retryAfterSeconds: undefined,
};

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});

afterAll(async () => {
  await h.stop();
});

const key = new TextEncoder().encode(jwtSecret);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed like the service's, with any claim or key changed. */
async function forge(
  userId: string,
  change: { key?: Uint8Array; aud?: string; iss?: string; iat?: number; exp?: number; nbf?: number } = {},
) {
  const now = Math.floor(h.clock.now().getTime() / 1000);
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuedAt(change.iat ?? now)
    .setExpirationTime(change.exp ?? now + 3600)
    .setIssuer(change.iss ?? 'sitesage-auth')
    .setAudience(change.aud ?? 'sitesage-api');
  if (change.nbf !== undefined) jwt.setNotBefore(change.nbf);
  return jwt.sign(change.key ?? key);
}

describe('tokens', () => {
  it('carry the claims callers rely on', async () => {
    const { userId, token } = await registerVerified(h);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: userId, iss: 'sitesage-auth', aud: 'sitesage-api' });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('answer exactly "Invalid token" for anything forged, expired, malformed or oversized', async () => {
    const { userId, token } = await registerVerified(h);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const now = Math.floor(h.clock.now().getTime() / 1000);
    const otherUser = await registerVerified(h);

    const bad: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none, signature kept': `${b64({ alg: 'none' })}.${payload}.${signature}`,
      'wrong key': await forge(userId, { key: new TextEncoder().encode('x'.repeat(48)) }),
      'wrong audience': await forge(userId, { aud: 'someone-else' }),
      'wrong issuer': await forge(userId, { iss: 'evil' }),
      'expired 6 s ago (beyond the 5 s skew)': await forge(userId, { iat: now - 3606, exp: now - 6 }),
      'not valid before a minute from now': await forge(userId, { nbf: now + 60 }),
      'issued in the future': await forge(userId, { iat: now + 60, exp: now + 3660 }),
      'edited subject': `${header}.${b64({ ...decodeJwt(token), sub: otherUser.userId })}.${signature}`,
      'HS512 header': `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      'kid path': `${b64({ alg: 'HS256', kid: '../../dev/null' })}.${payload}.${signature}`,
      'over 8 KB': `${b64({ alg: 'HS256', pad: 'x'.repeat(100_000) })}.${payload}.${signature}`,
      truncated: token.slice(0, -3),
      garbage: 'not-a-token',
      empty: '',
    };
    for (const [name, candidate] of Object.entries(bad)) {
      expect(await failure(h.client.Authenticate({ token: candidate })), name).toEqual(invalidToken);
      expect(await failure(h.client.GetCurrentUser({ token: candidate })), name).toEqual(invalidToken);
    }
    // The genuine one still works.
    expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });
  });

  it('expire after JWT_TTL_SECONDS (with at most 5 s of tolerated skew)', async () => {
    const { token } = await registerVerified(h);
    h.clock.advance(3600_000 + 4_000);
    expect((await h.client.Authenticate({ token })).plan).toBe('FREE');
    h.clock.advance(2_000);
    expect(await failure(h.client.Authenticate({ token }))).toEqual(invalidToken);
  });

  it('stop working after logout, while the owner’s other sessions go on', async () => {
    const { owner, userId, token } = await registerVerified(h);
    const other = await h.client.Login({
      user_id: userId,
      password: owner.password,
      client_ip: owner.client_ip,
    });

    expect(await h.client.Logout({ token })).toEqual({});
    expect(await failure(h.client.Authenticate({ token }))).toEqual(invalidToken);
    expect(await failure(h.client.GetCurrentUser({ token }))).toEqual(invalidToken);
    expect(await failure(h.client.Logout({ token }))).toEqual(invalidToken);
    expect(await h.client.Authenticate({ token: other.token_info!.token })).toEqual({
      user_id: userId,
      plan: 'FREE',
    });
  });

  it('all die when the password changes, except the one the change returns', async () => {
    const { owner, userId, token: first } = await registerVerified(h);
    const second = (
      await h.client.Login({ user_id: userId, password: owner.password, client_ip: owner.client_ip })
    ).token_info!.token;
    const newPassword = 'lantern-fjord-quietly-81';

    expect(
      await failure(
        h.client.ChangePassword({
          token: first,
          current_password: 'not-it',
          new_password: newPassword,
          client_ip: '',
        }),
      ),
    ).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'current_password',
      message: 'Current password is incorrect.',
    });
    expect(
      await failure(
        h.client.ChangePassword({
          token: first,
          current_password: owner.password,
          new_password: 'qwerty123',
          client_ip: '',
        }),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'new_password' });
    expect(await h.client.Authenticate({ token: first })).toEqual({ user_id: userId, plan: 'FREE' });

    const changed = await h.client.ChangePassword({
      token: first,
      current_password: owner.password,
      new_password: newPassword,
      client_ip: owner.client_ip,
    });
    const fresh = changed.token_info!.token;
    expect(changed.user?.user_id).toBe(userId);
    expect(await h.client.Authenticate({ token: fresh })).toEqual({ user_id: userId, plan: 'FREE' });
    expect(await failure(h.client.Authenticate({ token: first }))).toEqual(invalidToken);
    expect(await failure(h.client.Authenticate({ token: second }))).toEqual(invalidToken);

    expect(
      await failure(
        h.client.Login({ user_id: userId, password: owner.password, client_ip: owner.client_ip }),
      ),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
    const again = await h.client.Login({
      user_id: userId,
      password: newPassword,
      client_ip: owner.client_ip,
    });
    expect(await h.client.Authenticate({ token: again.token_info!.token })).toEqual({
      user_id: userId,
      plan: 'FREE',
    });
  });

  it('stay revoked by a password change even when Redis has lost its copy', async () => {
    const { owner, userId, token } = await registerVerified(h);
    await h.client.ChangePassword({
      token,
      current_password: owner.password,
      new_password: 'lantern-fjord-quietly-82',
      client_ip: owner.client_ip,
    });
    await h.redis.del(`auth:user-state:${userId}`);
    expect(await failure(h.client.Authenticate({ token }))).toEqual(invalidToken);
    // …and the mirror was rebuilt from the database.
    expect(await h.redis.get(`auth:user-state:${userId}`)).toContain('"plan":"FREE"');
  });

  it('stop working when the account is gone', async () => {
    const { userId, token } = await registerVerified(h);
    await h.db.deleteFrom('auth.users').where('user_id', '=', userId).execute();
    await h.redis.del(`auth:user-state:${userId}`);
    expect(await failure(h.client.Authenticate({ token }))).toEqual(invalidToken);
    expect(await failure(h.client.GetCurrentUser({ token }))).toEqual(invalidToken);
  });
});
