import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hubSignature, isValidHubSignature } from './hub-signature.fns.js';
import { whatsappReply, whatsappTextLimit } from './reply-text.fns.js';
import { createTokenCipher } from './token-cipher.fns.js';
import { deliveryStatusesOf, inboundMessagesOf } from './webhook-payload.fns.js';

const delivery = (messages: unknown[], field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'WABA',
      changes: [
        {
          field,
          value: {
            metadata: { phone_number_id: '4000000001' },
            contacts: [{ wa_id: '919800000001', profile: { name: 'Asha' } }],
            messages,
            statuses: [{ id: 'wamid.OUT', status: 'read' }],
          },
        },
      ],
    },
  ],
});

describe('inboundMessagesOf', () => {
  it("reads users' messages with the number they wrote to and their profile name", () => {
    expect(
      inboundMessagesOf(
        delivery([
          { from: '919800000001', id: 'wamid.A', type: 'text', text: { body: 'hello' } },
          { from: '919800000001', id: 'wamid.B', type: 'image', image: { id: 'x' } },
        ]),
      ),
    ).toEqual([
      {
        messageId: 'wamid.A',
        phoneNumberId: '4000000001',
        fromNumber: '919800000001',
        profileName: 'Asha',
        kind: 'text',
        text: 'hello',
      },
      {
        messageId: 'wamid.B',
        phoneNumberId: '4000000001',
        fromNumber: '919800000001',
        profileName: 'Asha',
        kind: 'image',
        text: '',
      },
    ]);
  });

  it('finds nothing in statuses only, other fields, other objects or junk', () => {
    expect(inboundMessagesOf(delivery([]))).toEqual([]);
    expect(
      inboundMessagesOf(delivery([{ from: '919800000001', id: 'wamid.A', type: 'text' }], 'account_update')),
    ).toEqual([]);
    expect(
      inboundMessagesOf({
        ...delivery([{ from: '919800000001', id: 'wamid.A', type: 'text' }]),
        object: 'page',
      }),
    ).toEqual([]);
    expect(inboundMessagesOf(delivery([{ from: 'not-a-number', id: 'wamid.A', type: 'text' }]))).toEqual([]);
    expect(inboundMessagesOf(null)).toEqual([]);
    expect(inboundMessagesOf([1, 2])).toEqual([]);
  });
});

describe('deliveryStatusesOf', () => {
  it("reads the statuses of our replies with Meta's time and error code, and nothing else", () => {
    const body = delivery([]);
    const value = body.entry[0]?.changes[0]?.value as Record<string, unknown>;
    value.statuses = [
      { id: 'wamid.OUT1', status: 'read', timestamp: '1764147600' },
      { id: 'wamid.OUT2', status: 'failed', timestamp: '1764147601', errors: [{ code: 131047 }] },
      { id: 'wamid.OUT3', status: 'deleted', timestamp: '1764147602' },
      { id: '', status: 'sent', timestamp: '1764147603' },
    ];
    expect(deliveryStatusesOf(body)).toEqual([
      { messageId: 'wamid.OUT1', status: 'read', at: new Date(1_764_147_600_000), errorCode: null },
      { messageId: 'wamid.OUT2', status: 'failed', at: new Date(1_764_147_601_000), errorCode: 131047 },
    ]);
  });
});

describe('isValidHubSignature', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account"}');
  it('accepts the signature of these bytes under the app secret only', () => {
    expect(isValidHubSignature(body, hubSignature(body, 'secret'), 'secret')).toBe(true);
    expect(isValidHubSignature(body, hubSignature(body, 'other'), 'secret')).toBe(false);
    expect(
      isValidHubSignature(Buffer.from(`${body.toString()} `), hubSignature(body, 'secret'), 'secret'),
    ).toBe(false);
    expect(isValidHubSignature(body, hubSignature(body, 'secret').toUpperCase(), 'secret')).toBe(false);
    expect(isValidHubSignature(body, '', 'secret')).toBe(false);
    expect(isValidHubSignature(body, hubSignature(body, ''), '')).toBe(false);
  });
});

describe('whatsappReply', () => {
  it('puts the sources after the answer as plain URLs, each once', () => {
    expect(
      whatsappReply('It costs ₹999.', [
        { url: 'https://shop.test/pricing', title: 'Pricing' },
        { url: 'https://shop.test/pricing', title: 'Pricing again' },
        { url: 'javascript:alert(1)', title: 'x' },
      ]),
    ).toBe('It costs ₹999.\n\nSources:\nhttps://shop.test/pricing');
    expect(whatsappReply('No sources here.', [])).toBe('No sources here.');
  });

  it("stays within WhatsApp's limit, dropping the sources before cutting the answer", () => {
    const long = 'a'.repeat(whatsappTextLimit - 10);
    expect(whatsappReply(long, [{ url: 'https://shop.test/pricing', title: 'P' }])).toBe(long);
    expect(whatsappReply('b'.repeat(whatsappTextLimit + 50), []).length).toBe(whatsappTextLimit);
  });
});

describe('token cipher', () => {
  const key = randomBytes(32).toString('base64');
  const owner = { userId: 'OWNER1', projectId: 'agent-1' };
  it('opens what it sealed for the same owner and agent only', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.seal('EAAtoken', owner);
    expect(sealed).not.toContain('EAAtoken');
    expect(cipher.open(sealed, owner)).toBe('EAAtoken');
    expect(cipher.seal('EAAtoken', owner)).not.toBe(sealed);
    expect(() => cipher.open(sealed, { ...owner, projectId: 'agent-2' })).toThrow();
    expect(() => createTokenCipher(randomBytes(32).toString('base64')).open(sealed, owner)).toThrow();
  });
});
