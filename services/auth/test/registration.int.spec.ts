import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  e164,
  failure,
  newOwner,
  otherCode,
  registerVerified,
  startAuthHarness,
  type AuthHarness,
} from './harness.js';

/** The one answer to any code that does not sign in, whatever the reason. */
const invalidOtp = {
  code: 'INVALID_ARGUMENT',
  field: 'otp',
  message:
    'Invalid OTP. Please try again. A code works for 10 minutes and 5 tries; Resend OTP sends a new one.',
  retryAfterSeconds: undefined,
};
const resent = { detail: 'A new OTP has been sent to your phone.' };

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});

afterAll(async () => {
  await h.stop();
});

describe('registration and phone verification', () => {
  it('registers, texts a 4-digit code, and signs the owner in once the code is entered', async () => {
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    expect(user_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    const sent = (await h.outbox()).filter((line) => line.to === e164(owner.phone));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.purpose).toBe('register');
    expect(sent[0]?.code).toMatch(/^\d{4}$/);

    const reply = await h.client.VerifyOtp({ user_id, otp: sent[0]!.code, client_ip: owner.client_ip });
    expect(reply.user).toEqual({
      user_id,
      full_name: owner.full_name,
      name: owner.full_name,
      email: owner.email.toLowerCase(),
      phone: e164(owner.phone),
      plan: 'FREE',
      account_type: 'FREE',
      billing_cycle: '',
      avatar: '',
      notifications: {
        new_interaction: true,
        new_lead: true,
        new_question: true,
        contact_request: true,
        usage_alerts: true,
      },
    });
    const expires = Date.parse(reply.token_info!.expiration_time);
    expect(Math.abs(expires - (h.clock.now().getTime() + 3_600_000))).toBeLessThan(10_000);

    const token = reply.token_info!.token;
    expect(await h.client.Authenticate({ token })).toEqual({ user_id, plan: 'FREE' });
    expect(await h.client.GetCurrentUser({ token })).toEqual(reply.user);
  });

  it('names the field at fault for every invalid input', async () => {
    const cases: [Partial<ReturnType<typeof newOwner>>, string, string][] = [
      [{ full_name: '  ' }, 'full_name', 'Name is required'],
      [{ email: 'asha@' }, 'email', 'Enter a valid email address'],
      [{ phone: '98765 43210' }, 'phone', 'Please enter a valid phone number with country code'],
      [{ password: 'kq7#v' }, 'password', 'Password must be at least 6 characters.'],
      [
        { password: 'Password123' },
        'password',
        'This password is too common. Choose a less predictable one.',
      ],
    ];
    for (const [change, field, message] of cases) {
      expect(await failure(h.client.Register({ ...newOwner(), ...change }))).toMatchObject({
        code: 'INVALID_ARGUMENT',
        field,
        message,
      });
    }
    const owner = newOwner();
    expect(await failure(h.client.Register({ ...owner, password: owner.email }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'password',
      message: 'Password must not be your email, phone number or user ID.',
    });
  });

  it('does not let an unverified account sign in (only the right password learns why)', async () => {
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    expect(
      await failure(h.client.Login({ user_id, password: 'wrong-password-1', client_ip: owner.client_ip })),
    ).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Invalid login credentials',
      field: undefined,
      retryAfterSeconds: undefined,
    });
    expect(
      await failure(h.client.Login({ user_id, password: owner.password, client_ip: owner.client_ip })),
    ).toMatchObject({
      code: 'FAILED_PRECONDITION',
      message: 'Please verify your phone number first.',
    });
  });

  it('accepts a code once only', async () => {
    const { owner, userId } = await registerVerified(h);
    const code = await h.lastCode(e164(owner.phone));
    expect(
      await failure(h.client.VerifyOtp({ user_id: userId, otp: code, client_ip: owner.client_ip })),
    ).toEqual(invalidOtp);
  });

  it('lets a code expire after 10 minutes; a resent one works', async () => {
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    const code = await h.lastCode(e164(owner.phone));
    h.clock.advance(10 * 60_000 + 1_000);
    expect(await failure(h.client.VerifyOtp({ user_id, otp: code, client_ip: owner.client_ip }))).toEqual(
      invalidOtp,
    );

    expect(await h.client.ResendOtp({ user_id, client_ip: owner.client_ip })).toEqual(resent);
    const fresh = await h.lastCode(e164(owner.phone));
    const reply = await h.client.VerifyOtp({ user_id, otp: fresh, client_ip: owner.client_ip });
    expect(reply.user?.user_id).toBe(user_id);
  });

  it('burns a code after five wrong tries, even for the right sixth', async () => {
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    const code = await h.lastCode(e164(owner.phone));
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i += 1) {
      expect(await failure(h.client.VerifyOtp({ user_id, otp: wrong, client_ip: owner.client_ip }))).toEqual(
        invalidOtp,
      );
    }
    expect(await failure(h.client.VerifyOtp({ user_id, otp: wrong, client_ip: owner.client_ip }))).toEqual(
      invalidOtp,
    );
    expect(await failure(h.client.VerifyOtp({ user_id, otp: code, client_ip: owner.client_ip }))).toEqual(
      invalidOtp,
    );

    h.clock.advance(31_000);
    await h.client.ResendOtp({ user_id, client_ip: owner.client_ip });
    const fresh = await h.lastCode(e164(owner.phone));
    expect(
      (await h.client.VerifyOtp({ user_id, otp: fresh, client_ip: owner.client_ip })).user?.user_id,
    ).toBe(user_id);
  });

  it("refuses a code used with another account's user id", async () => {
    const victim = newOwner('victim');
    const attacker = newOwner('attacker');
    const { user_id: victimId } = await h.client.Register(victim);
    let attackerCode: string;
    let victimCode: string;
    // Two random codes are equal one time in 10,000; draw again rather than flake.
    do {
      await h.client.Register({ ...attacker, client_ip: newOwner().client_ip });
      attackerCode = await h.lastCode(e164(attacker.phone));
      victimCode = await h.lastCode(e164(victim.phone));
    } while (attackerCode === victimCode);

    expect(
      await failure(
        h.client.VerifyOtp({ user_id: victimId, otp: attackerCode, client_ip: attacker.client_ip }),
      ),
    ).toEqual(invalidOtp);
    const reply = await h.client.VerifyOtp({
      user_id: victimId,
      otp: victimCode,
      client_ip: victim.client_ip,
    });
    expect(reply.user?.email).toBe(victim.email.toLowerCase());
  });

  it('answers an expired, a burned, an unknown and a wrong code exactly alike', async () => {
    const ip = newOwner().client_ip;
    const register = async () => {
      const owner = newOwner();
      const { user_id } = await h.client.Register(owner);
      return { user_id, code: await h.lastCode(e164(owner.phone)) };
    };
    const expired = await register();
    h.clock.advance(10 * 60_000 + 1_000);
    const burned = await register();
    for (let i = 1; i <= 5; i += 1) {
      await failure(
        h.client.VerifyOtp({ user_id: burned.user_id, otp: otherCode(burned.code), client_ip: ip }),
      );
    }
    const wrong = await register();

    const answers = await Promise.all([
      failure(h.client.VerifyOtp({ user_id: expired.user_id, otp: expired.code, client_ip: ip })),
      failure(h.client.VerifyOtp({ user_id: burned.user_id, otp: burned.code, client_ip: ip })),
      failure(h.client.VerifyOtp({ user_id: 'ZZZZZZZ9', otp: '1234', client_ip: ip })),
      failure(h.client.VerifyOtp({ user_id: wrong.user_id, otp: otherCode(wrong.code), client_ip: ip })),
    ]);
    for (const answer of answers) expect(answer).toEqual(invalidOtp);
  });

  it('answers unknown and already verified accounts exactly like a wrong code', async () => {
    const { owner, userId } = await registerVerified(h);
    const pending = newOwner();
    const { user_id: pendingId } = await h.client.Register(pending);
    const pendingCode = await h.lastCode(e164(pending.phone));

    const wrongCode = await failure(
      h.client.VerifyOtp({ user_id: pendingId, otp: otherCode(pendingCode), client_ip: pending.client_ip }),
    );
    const unknown = await failure(
      h.client.VerifyOtp({ user_id: 'ZZZZZZZZ', otp: '1234', client_ip: owner.client_ip }),
    );
    const verified = await failure(
      h.client.VerifyOtp({ user_id: userId, otp: '1234', client_ip: owner.client_ip }),
    );
    const garbage = await failure(
      h.client.VerifyOtp({ user_id: 'no such id', otp: '12', client_ip: owner.client_ip }),
    );
    expect(wrongCode).toEqual(invalidOtp);
    expect(unknown).toEqual(wrongCode);
    expect(verified).toEqual(wrongCode);
    expect(garbage).toEqual(wrongCode);
  });

  it('registers an email or phone already verified elsewhere like any other, and refuses it at verification', async () => {
    const { owner: first } = await registerVerified(h);
    const samePhone = { ...newOwner('second'), phone: first.phone };
    const sameEmail = { ...newOwner('third'), email: first.email.toUpperCase() };

    for (const owner of [samePhone, sameEmail]) {
      const { user_id } = await h.client.Register(owner);
      expect(user_id).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      const code = await h.lastCode(e164(owner.phone));
      expect(
        await failure(h.client.VerifyOtp({ user_id, otp: code, client_ip: owner.client_ip })),
      ).toMatchObject({
        code: 'ALREADY_EXISTS',
        message: 'An account with this email or phone number already exists. Please sign in.',
      });
    }
    // The first owner is untouched and still signs in by phone and by email.
    for (const identifier of [first.phone, first.email]) {
      const reply = await h.client.Login({
        user_id: identifier,
        password: first.password,
        client_ip: first.client_ip,
      });
      expect(reply.user?.full_name).toBe(first.full_name);
    }
  });
});

describe('resending codes', () => {
  it('waits 30 s between codes to one account, allows 5 an hour, and the newest code replaces the old', async () => {
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    const firstCode = await h.lastCode(e164(owner.phone));

    const tooSoon = await failure(h.client.ResendOtp({ user_id, client_ip: owner.client_ip }));
    expect(tooSoon.code).toBe('RATE_LIMITED');
    expect(tooSoon.message).toMatch(/^Too many attempts/);
    expect(tooSoon.retryAfterSeconds).toBeGreaterThan(0);
    expect(tooSoon.retryAfterSeconds).toBeLessThanOrEqual(30);

    const sentBefore = (await h.outbox()).length;
    for (let i = 1; i <= 5; i += 1) {
      h.clock.advance(31_000);
      expect(await h.client.ResendOtp({ user_id, client_ip: owner.client_ip })).toEqual(resent);
    }
    expect((await h.outbox()).length).toBe(sentBefore + 5);
    h.clock.advance(31_000);
    const hourly = await failure(h.client.ResendOtp({ user_id, client_ip: owner.client_ip }));
    expect(hourly.code).toBe('RATE_LIMITED');
    expect(hourly.retryAfterSeconds).toBeGreaterThan(30);

    const latest = await h.lastCode(e164(owner.phone));
    if (latest !== firstCode) {
      expect(
        await failure(h.client.VerifyOtp({ user_id, otp: firstCode, client_ip: owner.client_ip })),
      ).toEqual(invalidOtp);
    }
    expect(
      (await h.client.VerifyOtp({ user_id, otp: latest, client_ip: owner.client_ip })).user?.user_id,
    ).toBe(user_id);
  });

  it('allows 5 resends in any hour, also when the clock hour turns between them', async () => {
    // A minute before the hour turns, so the resends straddle it: a limit counted per clock hour
    // would start afresh at the turn and send a sixth code within three minutes.
    const hour = 3_600_000;
    h.clock.advance(hour - (h.clock.now().getTime() % hour) - 60_000);
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    const sentBefore = (await h.outbox()).length;
    for (let i = 1; i <= 5; i += 1) {
      h.clock.advance(31_000);
      expect(await h.client.ResendOtp({ user_id, client_ip: owner.client_ip })).toEqual(resent);
    }
    h.clock.advance(31_000);
    const sixth = await failure(h.client.ResendOtp({ user_id, client_ip: owner.client_ip }));
    expect(sixth.code).toBe('RATE_LIMITED');
    expect((await h.outbox()).length).toBe(sentBefore + 5);
    // Room comes back when the first resend is an hour old, not at the turn of a clock hour.
    const firstLeaves = 3_600 - 5 * 31; // seconds from the sixth try until the first is an hour old
    expect(sixth.retryAfterSeconds).toBeLessThanOrEqual(firstLeaves);
    expect(sixth.retryAfterSeconds).toBeGreaterThan(firstLeaves - 5);
    h.clock.advance(firstLeaves * 1_000);
    expect(await h.client.ResendOtp({ user_id, client_ip: owner.client_ip })).toEqual(resent);
  });

  it('limits resends from one IP to 20 an hour, whatever the accounts', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 20; i += 1) {
      expect(
        await h.client.ResendOtp({ user_id: `IPTEST${String(i).padStart(2, '0')}`, client_ip: ip }),
      ).toEqual(resent);
    }
    const limited = await failure(h.client.ResendOtp({ user_id: 'IPTEST99', client_ip: ip }));
    expect(limited).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(await h.client.ResendOtp({ user_id: 'IPTEST99', client_ip: '203.0.113.78' })).toEqual(resent);
  });

  it('answers unknown and verified accounts exactly like a real resend, sends nothing, and throttles them alike', async () => {
    const { owner, userId } = await registerVerified(h);
    const pending = newOwner();
    const { user_id: pendingId } = await h.client.Register(pending);
    h.clock.advance(31_000);

    const sentBefore = (await h.outbox()).length;
    expect(await h.client.ResendOtp({ user_id: 'ZZZZZZZY', client_ip: owner.client_ip })).toEqual(resent);
    expect(await h.client.ResendOtp({ user_id: userId, client_ip: owner.client_ip })).toEqual(resent);
    expect((await h.outbox()).length).toBe(sentBefore);
    expect(await h.client.ResendOtp({ user_id: pendingId, client_ip: pending.client_ip })).toEqual(resent);
    expect((await h.outbox()).length).toBe(sentBefore + 1);

    const again = await Promise.all(
      ['ZZZZZZZY', userId, pendingId].map((user_id) =>
        failure(h.client.ResendOtp({ user_id, client_ip: owner.client_ip })),
      ),
    );
    for (const answer of again)
      expect({ ...answer, retryAfterSeconds: 0 }).toEqual({ ...again[2]!, retryAfterSeconds: 0 });
  });
});

describe('registration throttles', () => {
  it('allows 5 registrations per phone number and 10 per IP an hour', async () => {
    const phone = newOwner().phone;
    for (let i = 0; i < 5; i += 1) await h.client.Register({ ...newOwner(), phone });
    const perPhone = await failure(h.client.Register({ ...newOwner(), phone }));
    expect(perPhone).toMatchObject({ code: 'RATE_LIMITED' });
    expect(perPhone.retryAfterSeconds).toBeGreaterThan(0);

    const ip = '198.51.100.9';
    for (let i = 0; i < 10; i += 1) await h.client.Register({ ...newOwner(), client_ip: ip });
    expect(await failure(h.client.Register({ ...newOwner(), client_ip: ip }))).toMatchObject({
      code: 'RATE_LIMITED',
    });

    h.clock.advance(60 * 60_000);
    expect((await h.client.Register({ ...newOwner(), client_ip: ip })).user_id).toHaveLength(8);
  });
});
