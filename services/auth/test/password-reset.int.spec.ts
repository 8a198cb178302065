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

let h: AuthHarness;

beforeAll(async () => {
  h = await startAuthHarness();
});

afterAll(async () => {
  await h.stop();
});

const sentDetail =
  'If an account matches, we have sent a code to its phone. Enter it below with your new password.';

describe('forgot password', () => {
  it('resets the password with a code texted to the phone, ends every session, and the code works once', async () => {
    const { owner, userId, token } = await registerVerified(h);
    const otherDevice = await h.client.Login({
      user_id: owner.email,
      password: owner.password,
      client_ip: owner.client_ip,
    });

    expect(
      await h.client.SendPasswordResetCode({ user_id: owner.email, client_ip: owner.client_ip }),
    ).toEqual({
      detail: sentDetail,
    });
    const sent = (await h.outbox()).filter((line) => line.to === e164(owner.phone));
    expect(sent.at(-1)?.purpose).toBe('password-reset');
    const code = await h.lastCode(e164(owner.phone));
    const newPassword = 'saffron-lantern-harbour';
    expect(
      await h.client.ResetPassword({
        user_id: owner.email,
        otp: code,
        new_password: newPassword,
        client_ip: owner.client_ip,
      }),
    ).toEqual({ detail: 'Your password has been reset. Please sign in with your new password.' });

    // Both earlier sessions are over.
    for (const old of [token, otherDevice.token_info!.token]) {
      expect((await failure(h.client.Authenticate({ token: old }))).code).toBe('UNAUTHENTICATED');
    }
    expect(
      (
        await failure(
          h.client.Login({ user_id: userId, password: owner.password, client_ip: owner.client_ip }),
        )
      ).code,
    ).toBe('UNAUTHENTICATED');
    const signedIn = await h.client.Login({
      user_id: userId,
      password: newPassword,
      client_ip: owner.client_ip,
    });
    expect(signedIn.user?.user_id).toBe(userId);

    // Single use: the same code cannot set the password again.
    expect(
      await failure(
        h.client.ResetPassword({
          user_id: owner.email,
          otp: code,
          new_password: 'another-fresh-passphrase',
          client_ip: owner.client_ip,
        }),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'otp' });
  });

  it('answers an unknown identifier exactly like a known one and texts no one', async () => {
    const before = (await h.outbox()).length;
    for (const identifier of ['nobody@example.com', '+15550001111', 'ZZZZZZZZ', '9800551638']) {
      expect(await h.client.SendPasswordResetCode({ user_id: identifier, client_ip: '10.9.9.9' })).toEqual({
        detail: sentDetail,
      });
    }
    expect((await h.outbox()).length).toBe(before);
    expect(
      await failure(
        h.client.ResetPassword({
          user_id: 'nobody@example.com',
          otp: '1234',
          new_password: 'saffron-lantern-harbour',
          client_ip: '10.9.9.9',
        }),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'otp' });
  });

  it('throttles codes like sign-up codes: one per account every 30 seconds, whichever identifier is typed', async () => {
    const { owner, userId } = await registerVerified(h);
    await h.client.SendPasswordResetCode({ user_id: userId, client_ip: owner.client_ip });
    const again = await failure(
      h.client.SendPasswordResetCode({ user_id: e164(owner.phone), client_ip: owner.client_ip }),
    );
    expect(again.code).toBe('RATE_LIMITED');
    expect(again.retryAfterSeconds).toBeGreaterThan(0);
    h.clock.advance(31_000);
    await h.client.SendPasswordResetCode({ user_id: owner.email, client_ip: owner.client_ip });
  });

  it('refuses an expired code, a code burned by five wrong tries, and a sign-up code', async () => {
    const owner = newOwner('expiry');
    const { user_id } = await h.client.Register(owner);
    const signUpCode = await h.lastCode(e164(owner.phone));
    await h.client.VerifyOtp({ user_id, otp: signUpCode, client_ip: owner.client_ip });
    const reset = (otp: string) =>
      h.client.ResetPassword({
        user_id,
        otp,
        new_password: 'saffron-lantern-harbour',
        client_ip: owner.client_ip,
      });

    h.clock.advance(31_000);
    await h.client.SendPasswordResetCode({ user_id, client_ip: owner.client_ip });
    const expiring = await h.lastCode(e164(owner.phone));
    h.clock.advance(10 * 60_000 + 1_000);
    expect((await failure(reset(expiring))).field).toBe('otp');

    await h.client.SendPasswordResetCode({ user_id, client_ip: owner.client_ip });
    const burned = await h.lastCode(e164(owner.phone));
    for (let i = 0; i < 5; i += 1) expect((await failure(reset(otherCode(burned)))).field).toBe('otp');
    expect((await failure(reset(burned))).field).toBe('otp');

    h.clock.advance(31_000);
    await h.client.SendPasswordResetCode({ user_id, client_ip: owner.client_ip });
    const live = await h.lastCode(e164(owner.phone));
    if (live !== signUpCode) expect((await failure(reset(signUpCode))).field).toBe('otp');
    expect((await reset(live)).detail).toContain('has been reset');
  });

  it('names the new password when it breaks the password rules, and keeps the code usable', async () => {
    const { owner, userId } = await registerVerified(h);
    await h.client.SendPasswordResetCode({ user_id: userId, client_ip: owner.client_ip });
    const code = await h.lastCode(e164(owner.phone));
    expect(
      await failure(
        h.client.ResetPassword({
          user_id: userId,
          otp: code,
          new_password: '12345',
          client_ip: owner.client_ip,
        }),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'new_password' });
    await h.client.ResetPassword({
      user_id: userId,
      otp: code,
      new_password: 'saffron-lantern-harbour',
      client_ip: owner.client_ip,
    });
  });
});
