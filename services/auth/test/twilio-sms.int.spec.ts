import { Writable } from 'node:stream';
import { createLogger } from '@sitesage/logger';
import { startFakeTwilio, type FakeTwilio } from '@sitesage/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSmsProvider } from '../src/sms/twilio-sms.provider.js';
import { failure, newOwner, startAuthHarness, type AuthHarness } from './harness.js';

let twilio: FakeTwilio;
const logs: string[] = [];
const log = createLogger({
  service: 'auth',
  level: 'debug',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  }),
});

beforeAll(async () => {
  twilio = await startFakeTwilio();
});

afterAll(async () => {
  await twilio.stop();
});

const provider = (change: { authToken?: string; fromNumber?: string } = {}) =>
  createTwilioSmsProvider(
    {
      accountSid: twilio.accountSid,
      authToken: change.authToken ?? twilio.authToken,
      fromNumber: change.fromNumber ?? '+15005550006',
      apiBaseUrl: twilio.baseUrl,
      retryDelayMs: 10,
    },
    log,
  );

const message = (to = '+919876543210') => ({
  to,
  code: '4821',
  text: 'Your SiteSage code is 4821. It expires in 10 minutes.',
  purpose: 'register' as const,
});

describe('Twilio SMS provider', () => {
  it('delivers the code in the message body from the configured number', async () => {
    const before = twilio.messages.length;
    await provider().send(message());
    expect(twilio.messages.slice(before)).toEqual([
      expect.objectContaining({
        to: '+919876543210',
        from: '+15005550006',
        body: 'Your SiteSage code is 4821. It expires in 10 minutes.',
      }),
    ]);
  });

  it('sends through a Messaging Service when the sender is an MG… SID', async () => {
    await provider({ fromNumber: 'MG0123456789abcdef0123456789abcdef' }).send(message());
    expect(twilio.messages.at(-1)?.from).toBe('MG0123456789abcdef0123456789abcdef');
  });

  it('turns bad credentials into a clear "could not send" error and says why in the log', async () => {
    const before = twilio.messages.length;
    expect(await failure(provider({ authToken: 'wrong' }).send(message()))).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'We could not send the code right now. Please try again.',
    });
    expect(twilio.messages.length).toBe(before);
    expect(logs.join('')).toContain('Twilio rejected our credentials');
  });

  it('retries once after a 429 and delivers', async () => {
    const before = twilio.messages.length;
    twilio.failNext(429);
    await provider().send(message());
    expect(twilio.messages.length).toBe(before + 1);
  });

  it('gives up after a second server error', async () => {
    const before = twilio.messages.length;
    twilio.failNext(503, 2);
    expect(await failure(provider().send(message()))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(twilio.messages.length).toBe(before);
  });

  it('reports a number Twilio cannot text as a phone field error', async () => {
    expect(await failure(provider().send(message('+12')))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'phone',
      message: 'Please enter a valid phone number with country code',
    });
  });

  it('never logs the number or the code', () => {
    const text = logs.join('');
    expect(text).not.toContain('+919876543210');
    expect(text).not.toContain('4821');
  });
});

describe('registration with SMS_PROVIDER=twilio', () => {
  let h: AuthHarness;

  beforeAll(async () => {
    h = await startAuthHarness({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM_NUMBER: '+15005550006',
      TWILIO_API_BASE_URL: twilio.baseUrl,
    });
  });

  afterAll(async () => {
    await h.stop();
  });

  it('texts the code through Twilio and the code verifies the phone', async () => {
    const owner = newOwner();
    const { user_id } = await h.client.Register(owner);
    const sms = twilio.messages.at(-1)!;
    expect(sms.to).toBe(owner.phone.replace(/\s/g, ''));
    const code = /code is (\d{4})\./.exec(sms.body)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const reply = await h.client.VerifyOtp({ user_id, otp: code!, client_ip: owner.client_ip });
    expect(reply.user?.user_id).toBe(user_id);
    expect(await h.outbox()).toEqual([]);
  });
});
