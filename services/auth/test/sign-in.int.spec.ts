import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164, failure, newOwner, registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

const invalidCredentials = {
  code: 'UNAUTHENTICATED',
  message: 'Invalid login credentials',
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

describe('signing in', () => {
  it('accepts the user id in any case, the email in any case, or the phone number however it is typed', async () => {
    const { owner, userId } = await registerVerified(h);
    const digits = owner.phone.replace(/\D/g, '');
    const identifiers = [
      userId,
      userId.toLowerCase(),
      `${userId.slice(0, 4)}-${userId.slice(4)}`,
      owner.email.toUpperCase(),
      ` ${owner.email} `,
      `+${digits.slice(0, 2)} ${digits.slice(2, 7)}-${digits.slice(7)}`,
      `+${digits}`,
    ];
    for (const identifier of identifiers) {
      const reply = await h.client.Login({
        user_id: identifier,
        password: owner.password,
        client_ip: owner.client_ip,
      });
      expect(reply.user?.user_id, identifier).toBe(userId);
      expect(await h.client.Authenticate({ token: reply.token_info!.token })).toEqual({
        user_id: userId,
        plan: 'FREE',
      });
    }
  });

  it('requires both fields', async () => {
    expect(await failure(h.client.Login({ user_id: ' ', password: 'x', client_ip: '' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'user_id',
      message: 'User ID is required',
    });
    expect(await failure(h.client.Login({ user_id: 'AB12CD34', password: '', client_ip: '' }))).toMatchObject(
      {
        code: 'INVALID_ARGUMENT',
        field: 'password',
        message: 'Password is required',
      },
    );
  });

  it('gives unknown accounts exactly the answer of a wrong password', async () => {
    const { owner, userId } = await registerVerified(h);
    const ip = owner.client_ip;
    const answers = await Promise.all([
      failure(h.client.Login({ user_id: userId, password: 'not-the-password', client_ip: ip })),
      failure(h.client.Login({ user_id: owner.email, password: 'not-the-password', client_ip: ip })),
      failure(h.client.Login({ user_id: 'ZZZZZZZZ', password: owner.password, client_ip: ip })),
      failure(h.client.Login({ user_id: 'nobody@example.com', password: owner.password, client_ip: ip })),
      failure(h.client.Login({ user_id: '+15550001111', password: owner.password, client_ip: ip })),
      failure(h.client.Login({ user_id: 'not an identifier', password: owner.password, client_ip: ip })),
    ]);
    for (const answer of answers) expect(answer).toEqual(invalidCredentials);
  });
});

describe('sign-in throttling', () => {
  /** Fails once for each identifier, waiting out any delay first; returns both answers. */
  async function failBoth(known: string, unknown: string, ip: string) {
    const [a, b] = await Promise.all([
      failure(h.client.Login({ user_id: known, password: 'not-the-password', client_ip: ip })),
      failure(h.client.Login({ user_id: unknown, password: 'not-the-password', client_ip: ip })),
    ]);
    return [a, b] as const;
  }

  it('delays after 5 failures, locks for 15 minutes after 20, the same for unknown ids, and a success resets', async () => {
    const { owner, userId } = await registerVerified(h);
    const unknown = 'ZZZZZZZX';
    const ip = owner.client_ip;

    for (let i = 1; i <= 5; i += 1) {
      const [known, other] = await failBoth(userId, unknown, ip);
      expect(known).toEqual(invalidCredentials);
      expect(other).toEqual(known);
    }
    // From the sixth attempt on each one waits 2^(failures-5) s, even with the right password.
    const blocked = await failure(
      h.client.Login({ user_id: userId, password: owner.password, client_ip: ip }),
    );
    expect(blocked).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 1 second.',
      field: undefined,
      retryAfterSeconds: 1,
    });

    const waits: number[] = [];
    for (let failures = 5; failures < 20; failures += 1) {
      const [known, other] = await failBoth(userId, unknown, ip);
      expect(known.code).toBe('RATE_LIMITED');
      expect(other).toEqual(known);
      waits.push(known.retryAfterSeconds!);
      h.clock.advance(known.retryAfterSeconds! * 1000);
      const [afterWait, otherAfterWait] = await failBoth(userId, unknown, ip);
      expect(afterWait).toEqual(invalidCredentials);
      expect(otherAfterWait).toEqual(afterWait);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300, 300, 300]);

    // 20 consecutive failures: locked for 15 minutes, right password or not.
    const locked = await failure(
      h.client.Login({ user_id: userId, password: owner.password, client_ip: ip }),
    );
    expect(locked).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 900 });
    expect(await failure(h.client.Login({ user_id: unknown, password: 'x', client_ip: ip }))).toEqual(locked);

    h.clock.advance(900_000);
    const reply = await h.client.Login({ user_id: userId, password: owner.password, client_ip: ip });
    expect(reply.user?.user_id).toBe(userId);
    // The success reset the count: five fresh failures are answered without any delay.
    for (let i = 1; i <= 5; i += 1) {
      expect(
        await failure(h.client.Login({ user_id: userId, password: 'nope-nope', client_ip: ip })),
      ).toEqual(invalidCredentials);
    }
  });

  it("counts an account's user id, email and phone as one: alternating them buys no extra tries", async () => {
    const { owner, userId } = await registerVerified(h);
    const ip = owner.client_ip;
    const identifiers = [userId, owner.email, owner.phone];
    const fail = (failures: number) =>
      failure(
        h.client.Login({
          user_id: identifiers[failures % identifiers.length]!,
          password: 'not-the-password',
          client_ip: ip,
        }),
      );
    const rightPassword = (user_id: string) =>
      failure(h.client.Login({ user_id, password: owner.password, client_ip: ip }));

    for (let failures = 0; failures < 5; failures += 1)
      expect(await fail(failures)).toEqual(invalidCredentials);
    // Two failures at most for each identifier, yet all three wait like one identifier after five.
    for (const identifier of identifiers) {
      expect(await rightPassword(identifier)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    }

    const waits: number[] = [];
    for (let failures = 5; failures < 20; failures += 1) {
      const delayed = await fail(failures);
      expect(delayed.code).toBe('RATE_LIMITED');
      waits.push(delayed.retryAfterSeconds!);
      h.clock.advance(delayed.retryAfterSeconds! * 1000);
      expect(await fail(failures)).toEqual(invalidCredentials);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300, 300, 300]);
    for (const identifier of identifiers) {
      expect(await rightPassword(identifier)).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 900 });
    }
  });

  it("counts wrong current passwords at a password change toward the same account's failures", async () => {
    const { owner, token } = await registerVerified(h);
    const ip = owner.client_ip;
    for (let i = 0; i < 3; i += 1) {
      expect(
        await failure(h.client.Login({ user_id: owner.email, password: 'not-the-password', client_ip: ip })),
      ).toEqual(invalidCredentials);
    }
    for (let i = 0; i < 2; i += 1) {
      expect(
        await failure(
          h.client.ChangePassword({
            token,
            current_password: 'not-the-password',
            new_password: 'lantern-fjord-quietly-81',
            client_ip: ip,
          }),
        ),
      ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'current_password' });
    }
    expect(
      await failure(h.client.Login({ user_id: owner.phone, password: owner.password, client_ip: ip })),
    ).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
  });

  it('slows an email with an account exactly like an email without one', async () => {
    const { owner } = await registerVerified(h);
    const ip = owner.client_ip;
    const unknown = `nobody.${owner.email}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const [known, other] = await failBoth(owner.email, unknown, ip);
      expect(known).toEqual(invalidCredentials);
      expect(other).toEqual(known);
    }
    for (const wait of [1, 2, 4]) {
      const [delayed, otherDelayed] = await failBoth(owner.email, unknown, ip);
      expect(delayed).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: wait });
      expect(otherDelayed).toEqual(delayed);
      h.clock.advance(wait * 1000);
      const [known, other] = await failBoth(owner.email, unknown, ip);
      expect(known).toEqual(invalidCredentials);
      expect(other).toEqual(known);
    }
  });

  it('lets only one of many parallel guesses through a delay', async () => {
    const { owner, userId } = await registerVerified(h);
    for (let i = 0; i < 5; i += 1) {
      await failure(
        h.client.Login({ user_id: userId, password: 'not-the-password', client_ip: owner.client_ip }),
      );
    }
    h.clock.advance(1_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        failure(h.client.Login({ user_id: userId, password: 'guess-guess', client_ip: owner.client_ip })),
      ),
    );
    expect(answers.filter((answer) => answer.code === 'UNAUTHENTICATED')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'RATE_LIMITED')).toHaveLength(7);
  });

  it('blocks an IP after 100 failures in 15 minutes across many accounts, but not other IPs', async () => {
    const ip = '192.0.2.200';
    // 25 accounts tried 4 times each (user id, email, phone, user id): below every account's own
    // delay, so only the count per address can stop the 101st try.
    const accounts = await Promise.all(Array.from({ length: 25 }, () => registerVerified(h)));
    const tries = accounts.flatMap(({ owner, userId }) => [userId, owner.email, owner.phone, userId]);
    expect(tries).toHaveLength(100);
    for (let start = 0; start < tries.length; start += 10) {
      const answers = await Promise.all(
        tries
          .slice(start, start + 10)
          .map((user_id) => failure(h.client.Login({ user_id, password: 'hunter22', client_ip: ip }))),
      );
      for (const answer of answers) expect(answer).toEqual(invalidCredentials);
    }
    const { owner } = accounts[0]!;
    const blocked = await failure(
      h.client.Login({ user_id: owner.email, password: owner.password, client_ip: ip }),
    );
    expect(blocked.code).toBe('RATE_LIMITED');
    expect(blocked.message).toMatch(/^Too many attempts/);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(900);
    const stranger = await failure(
      h.client.Login({ user_id: 'stuffed@example.com', password: 'hunter22', client_ip: ip }),
    );
    expect(stranger.code).toBe(blocked.code);
    expect(stranger.message).toBe(blocked.message);
    // The same block, told a moment later: the wait may have crossed a second (the clock is real).
    expect(blocked.retryAfterSeconds! - stranger.retryAfterSeconds!).toBeGreaterThanOrEqual(0);
    expect(blocked.retryAfterSeconds! - stranger.retryAfterSeconds!).toBeLessThanOrEqual(1);

    const elsewhere = await h.client.Login({
      user_id: owner.email,
      password: owner.password,
      client_ip: '192.0.2.201',
    });
    expect(elsewhere.user?.email).toBe(owner.email.toLowerCase());
  });

  it('spends the same password-hashing work on an unknown account as on a known one', async () => {
    const { userId } = await registerVerified(h);
    const workFor = async (user_id: string) => {
      const before = h.hashWork();
      await failure(
        h.client.Login({ user_id, password: 'not-the-password', client_ip: newOwner().client_ip }),
      );
      return h.hashWork() - before;
    };
    // Without the dummy hash an unknown id would answer at once, telling who has an account.
    expect(await workFor('ZZZZZZ9W')).toBe(1);
    expect(await workFor(userId)).toBe(1);
  });
});

describe('signing in with a national phone number', () => {
  it("accepts the number without its country code, for the account's own country", async () => {
    const { owner, userId } = await registerVerified(h);
    const national = e164(owner.phone).replace(/^\+91/, '');
    for (const typed of [national, `${national.slice(0, 5)} ${national.slice(5)}`, `0${national}`]) {
      const reply = await h.client.Login({
        user_id: typed,
        password: owner.password,
        client_ip: owner.client_ip,
      });
      expect(reply.user?.user_id, typed).toBe(userId);
    }
  });

  it('signs no one in when the same digits belong to accounts in two countries', async () => {
    const india = await registerVerified(h);
    const national = e164(india.owner.phone).replace(/^\+91/, '');
    const us = await registerVerified(h, { ...newOwner('us'), phone: `+1 ${national}` });
    for (const { owner } of [india, us]) {
      expect(
        await failure(
          h.client.Login({ user_id: national, password: owner.password, client_ip: owner.client_ip }),
        ),
      ).toEqual(invalidCredentials);
    }
    const withCode = await h.client.Login({
      user_id: `+1${national}`,
      password: us.owner.password,
      client_ip: us.owner.client_ip,
    });
    expect(withCode.user?.user_id).toBe(us.userId);
  });
});
