import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMetaDelivery } from '@sitesage/testing';
import {
  binding,
  eventually,
  failure,
  newOwnerId,
  startIntegrationsHarness,
  textOnlyReply,
  type IntegrationsHarness,
} from './harness.js';

let h: IntegrationsHarness;
let phoneNumberId: string;
let ownerId: string;
let projectId: string;

/** A PRO owner's agent connected to the fake business's first number, as the pages would do it. */
beforeAll(async () => {
  h = await startIntegrationsHarness();
  ownerId = newOwnerId();
  projectId = randomUUID();
  h.peers.plans.set(ownerId, 'PRO');
  h.peers.agents.set(projectId, { ownerId, name: 'shop.test' });
  const owner = { user_id: ownerId, plan: 'PRO' };
  const session = binding();
  const { dialog_url } = await h.client.StartWhatsApp(
    { owner, project_id: projectId, session_binding: session },
    {},
  );
  const state = new URL(dialog_url).searchParams.get('state') ?? '';
  const code = h.meta.authorize('http://app.test/admin/integrations/whatsapp/callback');
  const pending = await h.client.CompleteWhatsApp(
    { owner, project_id: projectId, code, state, session_binding: session },
    {},
  );
  phoneNumberId = pending.phone_numbers[0]?.id ?? '';
  await h.client.ChoosePhone({ owner, id: pending.id, phone_number_id: phoneNumberId }, {});
}, 120_000);
afterAll(async () => {
  await h.stop();
});

const receive = (delivery: { body: string; signature: string }) =>
  h.client.ReceiveWebhook({ body: Buffer.from(delivery.body, 'utf8'), signature: delivery.signature }, {});
const sentTo = (number: string) => h.meta.sent.filter((message) => message.to === number);
const processed = async (messageId: string) => {
  const row = await h.db
    .selectFrom('integrations.inbound_messages')
    .select(['processed_at', 'outcome'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return row?.processed_at ? row.outcome : undefined;
};
let numberSequence = 0;
const newNumber = () => {
  numberSequence += 1;
  return `9198000${String(process.pid % 1000).padStart(3, '0')}${String(numberSequence).padStart(2, '0')}`;
};

describe("Meta's verification handshake", () => {
  it('echoes the challenge when the verify token matches, and refuses anything else', async () => {
    expect(
      await h.client.VerifyWebhook(
        { mode: 'subscribe', verify_token: h.verifyToken, challenge: '1158201444' },
        {},
      ),
    ).toEqual({ challenge: '1158201444' });
    for (const wrong of [
      { mode: 'subscribe', verify_token: 'guess', challenge: '1' },
      { mode: 'subscribe', verify_token: '', challenge: '1' },
      { mode: 'unsubscribe', verify_token: h.verifyToken, challenge: '1' },
      { mode: 'subscribe', verify_token: `${h.verifyToken}x`, challenge: '1' },
    ]) {
      expect(await failure(h.client.VerifyWebhook(wrong, {}))).toMatchObject({ code: 'PERMISSION_DENIED' });
    }
  });
});

describe('webhook signatures (X-Hub-Signature-256 over the raw body bytes)', () => {
  it('refuses a wrong secret, a tampered byte, a re-serialised body, a shorter or longer signature, a missing one and sha1=, storing nothing', async () => {
    const from = newNumber();
    const delivery = h.meta.inboundText({ phoneNumberId, from, text: 'नमस्ते 🙏 what does it cost?' });
    const wrongSecret = `sha256=${createHmac('sha256', 'not-the-secret').update(delivery.body).digest('hex')}`;
    for (const forged of [
      { ...delivery, signature: wrongSecret },
      { ...delivery, body: delivery.body.replace('cost', 'cast') },
      // The same JSON written another way is other bytes: what Meta signed is what counts.
      { ...delivery, body: JSON.stringify(JSON.parse(delivery.body)) },
      { ...delivery, signature: delivery.signature.slice(0, -1) },
      { ...delivery, signature: `${delivery.signature}0` },
      { ...delivery, signature: '' },
      { ...delivery, signature: 'sha256=' },
      {
        ...delivery,
        signature: `sha1=${createHmac('sha1', h.meta.appSecret).update(delivery.body).digest('hex')}`,
      },
    ]) {
      expect(await failure(receive(forged))).toMatchObject({
        code: 'PERMISSION_DENIED',
        field: 'X-Hub-Signature-256',
      });
    }
    const stored = await h.db
      .selectFrom('integrations.inbound_messages')
      .select('message_id')
      .where('message_id', '=', delivery.messageId)
      .execute();
    expect(stored).toEqual([]);
    expect(sentTo(from)).toEqual([]);
  });
});

describe('answering WhatsApp users', () => {
  it("answers an inbound text through the Cloud API with the agent's answer and its sources as plain URLs, in a whatsapp conversation that the next message continues", async () => {
    const from = newNumber();
    const first = h.meta.inboundText({
      phoneNumberId,
      from,
      name: 'Asha',
      text: 'नमस्ते 🙏 what does it cost?',
    });
    // Meta writes non-ASCII as \u escapes: the signature covers those bytes, and the text is read right.
    expect(first.body).toContain('\\u0928');
    expect(await receive(first)).toEqual({ accepted: 1, duplicates: 0, statuses: 0 });
    await eventually(() => processed(first.messageId));
    expect(sentTo(from).map((message) => message.body)).toEqual([
      'Answer to: नमस्ते 🙏 what does it cost?\n\nSources:\nhttps://shop.test/pricing',
    ]);
    expect(sentTo(from)[0]?.phoneNumberId).toBe(phoneNumberId);
    const opened = h.peers.sessionsCreated.filter((session) => session.phone === `+${from}`);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ project_id: projectId, source: 'whatsapp', name: 'Asha' });
    expect(opened[0]?.visitor_key).toMatch(/^[0-9a-f]{64}$/);

    const second = h.meta.inboundText({ phoneNumberId, from, name: 'Asha', text: 'and for a year?' });
    await receive(second);
    await eventually(() => processed(second.messageId));
    expect(sentTo(from)).toHaveLength(2);
    const asks = h.peers.asks.filter(
      (ask) => ask.prompt === 'and for a year?' || ask.prompt.startsWith('नमस्ते'),
    );
    expect(new Set(asks.map((ask) => ask.session_id)).size).toBe(1);
    expect(
      asks.every((ask) => ask.owner_id === ownerId && ask.plan === 'PRO' && ask.project_id === projectId),
    ).toBe(true);
    expect(h.peers.sessionsCreated.filter((session) => session.phone === `+${from}`)).toHaveLength(1);
  });

  it('answers a delivery made five times (two at once) exactly once', async () => {
    const from = newNumber();
    const delivery: FakeMetaDelivery = h.meta.inboundText({
      phoneNumberId,
      from,
      text: 'Do you ship to Pune?',
    });
    const firstTwo = await Promise.all([receive(delivery), receive(delivery)]);
    const rest = [await receive(delivery), await receive(delivery), await receive(delivery)];
    const all = [...firstTwo, ...rest];
    expect(all.reduce((sum, reply) => sum + reply.accepted, 0)).toBe(1);
    expect(all.reduce((sum, reply) => sum + reply.duplicates, 0)).toBe(4);
    await eventually(() => processed(delivery.messageId));
    // A redelivery after the answer went out changes nothing either.
    expect(await receive(delivery)).toEqual({ accepted: 0, duplicates: 1, statuses: 0 });
    expect(sentTo(from)).toHaveLength(1);
    expect(h.peers.asks.filter((ask) => ask.prompt === 'Do you ship to Pune?')).toHaveLength(1);
  });

  it('records the delivery statuses of a reply forward only: a read that arrives before delivered stays read', async () => {
    const from = newNumber();
    const delivery = h.meta.inboundText({ phoneNumberId, from, text: 'Is there a free trial?' });
    await receive(delivery);
    await eventually(() => processed(delivery.messageId));
    const reply = sentTo(from)[0]?.messageId ?? '';
    const status = () =>
      h.db
        .selectFrom('integrations.delivery_statuses')
        .select('status')
        .where('message_id', '=', reply)
        .executeTakeFirst();
    expect(
      await receive(h.meta.statusUpdate({ phoneNumberId, messageId: reply, status: 'sent' })),
    ).toMatchObject({ statuses: 1 });
    await receive(h.meta.statusUpdate({ phoneNumberId, messageId: reply, status: 'read' }));
    await receive(h.meta.statusUpdate({ phoneNumberId, messageId: reply, status: 'delivered' }));
    expect(await status()).toEqual({ status: 'read' });
    // The row of the inbound message says which reply it was.
    const inbound = await h.db
      .selectFrom('integrations.inbound_messages')
      .select('reply_message_id')
      .where('message_id', '=', delivery.messageId)
      .executeTakeFirstOrThrow();
    expect(inbound.reply_message_id).toBe(reply);
  });

  it("keeps a message that is not text in the user's conversation and sends chat's polite reply", async () => {
    const from = newNumber();
    const delivery = h.meta.inboundOfType({ phoneNumberId, from, type: 'image' });
    await receive(delivery);
    expect(await eventually(() => processed(delivery.messageId))).toBe('answered');
    expect(sentTo(from).map((message) => message.body)).toEqual([textOnlyReply]);
    expect(h.peers.sessionsCreated.filter((session) => session.phone === `+${from}`)).toHaveLength(1);
    expect(h.peers.asks.filter((ask) => ask.message_type === 'image').at(-1)).toMatchObject({
      project_id: projectId,
      prompt: '',
    });
  });

  it('opens a new conversation when the chat service no longer has the old one', async () => {
    const from = newNumber();
    const first = h.meta.inboundText({ phoneNumberId, from, text: 'hello there' });
    await receive(first);
    await eventually(() => processed(first.messageId));
    const old = h.peers.asks.find((ask) => ask.prompt === 'hello there')?.session_id ?? '';
    h.peers.goneSessions.add(old);
    const next = h.meta.inboundText({ phoneNumberId, from, text: 'are you still there?' });
    await receive(next);
    await eventually(() => processed(next.messageId));
    const fresh = h.peers.asks.find((ask) => ask.prompt === 'are you still there?')?.session_id ?? '';
    expect(fresh).not.toBe('');
    expect(fresh).not.toBe(old);
    expect(sentTo(from)).toHaveLength(2);
  });

  it("leaves a message unanswered once the owner's plan no longer has integrations", async () => {
    const from = newNumber();
    h.peers.plans.set(ownerId, 'BASIC');
    try {
      const delivery = h.meta.inboundText({ phoneNumberId, from, text: 'anyone there?' });
      await receive(delivery);
      expect(await eventually(() => processed(delivery.messageId))).toBe('plan_refused');
      expect(sentTo(from)).toEqual([]);
      expect(h.peers.asks.filter((ask) => ask.prompt === 'anyone there?')).toEqual([]);
    } finally {
      h.peers.plans.set(ownerId, 'PRO');
    }
  });

  it("settles a reply Meta refuses (a revoked token) as refused at once instead of retrying it, and answers again once the owner's token works", async () => {
    const from = newNumber();
    const revoked = h.meta.issuedTokens.splice(0);
    try {
      const refused = h.meta.inboundText({ phoneNumberId, from, text: 'are you open on sunday?' });
      await receive(refused);
      expect(await eventually(() => processed(refused.messageId))).toBe('send_refused');
      expect(sentTo(from)).toEqual([]);
    } finally {
      h.meta.issuedTokens.push(...revoked);
    }
    const next = h.meta.inboundText({ phoneNumberId, from, text: 'are you open on sunday?' });
    await receive(next);
    expect(await eventually(() => processed(next.messageId))).toBe('answered');
    expect(sentTo(from)).toHaveLength(1);
  });

  it('never writes the access token, the app secret or the users’ messages into a log line', () => {
    const logs = h.logs.join('');
    for (const token of h.meta.issuedTokens) expect(logs).not.toContain(token);
    expect(logs).not.toContain(h.meta.appSecret);
    expect(logs).not.toContain('what does it cost');
    expect(logs).not.toContain('Do you ship to Pune');
  });
});
