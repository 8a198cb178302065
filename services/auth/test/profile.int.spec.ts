import { callWithRawBody } from '@sitesage/testing';
import { authProto, type User__Output } from '@sitesage/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164, failure, registerVerified, startAuthHarness, type AuthHarness } from './harness.js';

let h: AuthHarness;
let port: number;

beforeAll(async () => {
  h = await startAuthHarness();
  port = Number(h.target.split(':')[1]);
});

afterAll(async () => {
  await h.stop();
});

const allOn = {
  new_interaction: true,
  new_lead: true,
  new_question: true,
  contact_request: true,
  usage_alerts: true,
};

const png = (extra = 64) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(extra, 7)]).toString('base64')}`;

/**
 * Protobuf wire encoding of fields with any numbers: what a client with a newer or forged schema
 * sends. Strings and buffers (nested messages) are length-delimited, booleans are varints.
 */
function encodeFields(fields: [number, string | Buffer | boolean][]): Buffer {
  const varint = (value: number) => {
    const bytes: number[] = [];
    let rest = value;
    while (rest > 0x7f) {
      bytes.push((rest & 0x7f) | 0x80);
      rest >>>= 7;
    }
    bytes.push(rest);
    return Buffer.from(bytes);
  };
  return Buffer.concat(
    fields.flatMap(([number, value]) => {
      if (typeof value === 'boolean') return [varint(number << 3), varint(value ? 1 : 0)];
      const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
      return [varint((number << 3) | 2), varint(bytes.length), bytes];
    }),
  );
}

function rawUpdateProfile(body: Buffer): Promise<User__Output> {
  return callWithRawBody(
    `127.0.0.1:${port}`,
    authProto().sitesage.auth.v1.AuthService.service.UpdateProfile,
    body,
  );
}

describe('profile', () => {
  it('changes only the fields that were sent', async () => {
    const { token, reply } = await registerVerified(h);
    const before = reply.user!;

    const renamed = await h.client.UpdateProfile({ token, full_name: '  Asha R. ' });
    expect(renamed).toEqual({ ...before, full_name: 'Asha R.', name: 'Asha R.' });

    const avatar = png();
    const withAvatar = await h.client.UpdateProfile({ token, avatar });
    expect(withAvatar).toEqual({ ...renamed, avatar });
    expect(await h.client.UpdateProfile({ token })).toEqual(withAvatar);
    expect(await h.client.GetCurrentUser({ token })).toEqual(withAvatar);

    expect(await h.client.UpdateProfile({ token, avatar: '' })).toEqual(renamed);
  });

  it('refuses bad values and names the field', async () => {
    const { token } = await registerVerified(h);
    expect(await failure(h.client.UpdateProfile({ token, full_name: ' ' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'full_name',
      message: 'Name is required',
    });
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    const disguised = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    for (const avatar of [svg, disguised, png(200 * 1024), 'javascript:alert(1)']) {
      expect(await failure(h.client.UpdateProfile({ token, avatar }))).toMatchObject({
        code: 'INVALID_ARGUMENT',
        field: 'avatar',
      });
    }
  });

  it('never changes plan, account type, email, phone or user id, whatever arrives on the wire', async () => {
    const { token, userId, owner } = await registerVerified(h);
    // Besides token (1), full_name (2) and notifications (4, here turning one toggle off): the
    // numbers User gives phone, plan, account_type and billing_cycle, and numbers no message has
    // (email's 4 is taken by notifications in the request). The request has no such fields; all
    // are ignored.
    const updated = await rawUpdateProfile(
      encodeFields([
        [1, token],
        [2, 'Mallory'],
        [4, encodeFields([[1, false]])],
        [5, '+15550009999'],
        [6, 'ENTERPRISE'],
        [7, 'ENTERPRISE'],
        [8, 'YEARLY'],
        [98, 'mallory@example.com'],
        [99, 'PRO'],
      ]),
    );
    expect(updated).toMatchObject({
      user_id: userId,
      full_name: 'Mallory',
      email: owner.email.toLowerCase(),
      phone: e164(owner.phone),
      plan: 'FREE',
      account_type: 'FREE',
      billing_cycle: '',
      notifications: { ...allOn, new_interaction: false },
    });
    expect(await h.client.Authenticate({ token })).toEqual({ user_id: userId, plan: 'FREE' });
    const row = await h.db
      .selectFrom('auth.users')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      plan: 'FREE',
      account_type: 'FREE',
      billing_cycle: '',
      email: owner.email.toLowerCase(),
    });
  });

  it('starts with every e-mail notification on, and changes only the toggles sent', async () => {
    const { owner, token, userId, reply } = await registerVerified(h);
    const before = reply.user!;
    expect(before.notifications).toEqual(allOn);

    const leadsOff = await h.client.UpdateProfile({ token, notifications: { new_lead: false } });
    expect(leadsOff).toEqual({ ...before, notifications: { ...allOn, new_lead: false } });

    // Kept across calls and sign-ins, and by requests that leave notifications out or send none.
    expect(await h.client.GetCurrentUser({ token })).toEqual(leadsOff);
    expect(await h.client.UpdateProfile({ token })).toEqual(leadsOff);
    expect(await h.client.UpdateProfile({ token, notifications: {} })).toEqual(leadsOff);
    const signedIn = await h.client.Login({
      user_id: userId,
      password: owner.password,
      client_ip: owner.client_ip,
    });
    expect(signedIn.user).toEqual(leadsOff);

    // With the name in the same call: both change, the toggles not sent stay as they were.
    const both = await h.client.UpdateProfile({
      token,
      full_name: 'Asha K.',
      notifications: { new_lead: true, contact_request: false, new_question: false, usage_alerts: false },
    });
    expect(both).toEqual({
      ...before,
      full_name: 'Asha K.',
      name: 'Asha K.',
      notifications: {
        new_interaction: true,
        new_lead: true,
        new_question: false,
        contact_request: false,
        usage_alerts: false,
      },
    });
    expect(await h.client.GetCurrentUser({ token })).toEqual(both);
    const row = await h.db
      .selectFrom('auth.users')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      notify_new_interaction: true,
      notify_new_lead: true,
      notify_new_question: false,
      notify_contact_request: false,
      notify_usage_alerts: false,
      plan: 'FREE',
      account_type: 'FREE',
    });
  });

  it("keeps one account's toggles apart from another's", async () => {
    const first = await registerVerified(h);
    const second = await registerVerified(h);
    await h.client.UpdateProfile({ token: first.token, notifications: { new_interaction: false } });
    expect((await h.client.GetCurrentUser({ token: second.token })).notifications).toEqual(allOn);
  });

  it('needs a valid token', async () => {
    expect(
      await failure(h.client.UpdateProfile({ token: 'nope', notifications: { new_lead: false } })),
    ).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid token' });
    expect(await failure(h.client.UpdateProfile({ token: 'nope', full_name: 'X' }))).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid token',
    });
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, emails or full phone numbers', async () => {
    const { owner, token, userId } = await registerVerified(h);
    await h.client.Login({ user_id: owner.email, password: owner.password, client_ip: owner.client_ip });
    await failure(
      h.client.Login({ user_id: owner.phone, password: 'wrong-password-9', client_ip: owner.client_ip }),
    );
    await h.client.ChangePassword({
      token,
      current_password: owner.password,
      new_password: 'lantern-fjord-quietly-83',
      client_ip: owner.client_ip,
    });
    // A second registration of the same phone, refused at verification (the database error names it).
    const { user_id: clashId } = await h.client.Register({
      ...owner,
      email: `x${owner.email}`,
      client_ip: '',
    });
    const clashCode = await h.lastCode(e164(owner.phone));
    await failure(h.client.VerifyOtp({ user_id: clashId, otp: clashCode, client_ip: '' }));
    const text = h.logs.join('');
    expect(text).toContain(userId);
    for (const secret of [
      owner.password,
      'wrong-password-9',
      'lantern-fjord-quietly-83',
      token,
      'eyJ',
      owner.email.toLowerCase(),
      e164(owner.phone),
      e164(owner.phone).slice(3, -2),
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
