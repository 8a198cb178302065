import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectWhatsApp,
  eventually,
  failure,
  newOwnerId,
  startIntegrationsHarness,
  textOnlyReply,
  type IntegrationsHarness,
} from './harness.js';

// An owner answering a WhatsApp user in person: the agent stays quiet while the conversation is
// taken over, the owner's reply goes out through the Cloud API and is stored with its author, and
// only inside WhatsApp's 24-hour customer-service window.

let h: IntegrationsHarness;
let ownerId: string;
let projectId: string;
let owner: { user_id: string; plan: string };
let phoneNumberId: string;

beforeAll(async () => {
  h = await startIntegrationsHarness();
  ownerId = newOwnerId();
  projectId = randomUUID();
  ({ owner, phoneNumberId } = await connectWhatsApp(h, ownerId, projectId));
}, 120_000);
afterAll(async () => {
  await h.stop();
});

let numberSequence = 0;
const newNumber = () => {
  numberSequence += 1;
  return `9197000${String(process.pid % 1000).padStart(3, '0')}${String(numberSequence).padStart(2, '0')}`;
};
const sentTo = (number: string) => h.meta.sent.filter((message) => message.to === number);
const processed = async (messageId: string) => {
  const row = await h.db
    .selectFrom('integrations.inbound_messages')
    .select(['processed_at', 'outcome'])
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  return row?.processed_at ? row.outcome : undefined;
};

/** A WhatsApp user writes to the business; answers the chat session their conversation is. */
async function userWrites(from: string, text: string) {
  const delivery = h.meta.inboundText({ phoneNumberId, from, name: 'Ravi', text });
  await h.client.ReceiveWebhook(
    { body: Buffer.from(delivery.body, 'utf8'), signature: delivery.signature },
    {},
  );
  const outcome = await eventually(() => processed(delivery.messageId));
  const opened = h.peers.sessionsCreated.filter((session) => session.phone === `+${from}`);
  expect(opened).toHaveLength(1);
  const sessionId = h.peers.asks.filter((ask) => ask.prompt === text).at(-1)?.session_id ?? '';
  return { outcome, sessionId };
}

/** A WhatsApp user sends something without text (a picture, a voice note); answers its outcome. */
async function userSends(from: string, type: string) {
  const delivery = h.meta.inboundOfType({ phoneNumberId, from, type });
  await h.client.ReceiveWebhook(
    { body: Buffer.from(delivery.body, 'utf8'), signature: delivery.signature },
    {},
  );
  return eventually(() => processed(delivery.messageId));
}

const reply = (sessionId: string, content: string, who = owner) =>
  h.client.SendOwnerReply(
    { owner: who, project_id: projectId, session_id: sessionId, owner_name: 'Asha Rao', content },
    {},
  );

describe("an owner's WhatsApp replies", () => {
  it('sends nothing of the agent while the conversation is taken over; the owner reply reaches the user and is stored with its author', async () => {
    const from = newNumber();
    const { sessionId } = await userWrites(from, 'Do you deliver to Pune?');
    expect(sentTo(from)).toHaveLength(1);

    h.peers.takenOver.add(sessionId);
    const held = await userWrites(from, 'Hello? Anyone there?');
    expect(held.outcome).toBe('owner_answering');
    expect(sentTo(from)).toHaveLength(1);

    const sent = await reply(sessionId, 'Yes we do — Asha here.');
    expect(sent.message_id).not.toBe('');
    expect(
      sentTo(from)
        .map((message) => message.body)
        .at(-1),
    ).toBe('Yes we do — Asha here.');
    expect(sentTo(from).at(-1)?.phoneNumberId).toBe(phoneNumberId);
    expect(h.peers.ownerMessages.at(-1)).toEqual({
      project_id: projectId,
      session_id: sessionId,
      owner_id: ownerId,
      owner_name: 'Asha Rao',
      content: 'Yes we do — Asha here.',
    });

    h.peers.takenOver.delete(sessionId);
    await userWrites(from, 'Great, and the price?');
    expect(
      sentTo(from)
        .map((message) => message.body)
        .at(-1),
    ).toContain('Answer to: Great, and the price?');
  });

  it('sends nothing automatic for a picture while the conversation is taken over, yet keeps it in the conversation; handed back, a picture gets the polite reply', async () => {
    const from = newNumber();
    const { sessionId } = await userWrites(from, 'Can you check my order?');
    expect(sentTo(from)).toHaveLength(1);

    h.peers.takenOver.add(sessionId);
    expect(await userSends(from, 'image')).toBe('owner_answering');
    expect(await userSends(from, 'audio')).toBe('owner_answering');
    // Nothing more reached the user; both are in their conversation, for the owner's inbox.
    expect(sentTo(from)).toHaveLength(1);
    expect(
      h.peers.asks.filter((ask) => ask.session_id === sessionId).map((ask) => [ask.prompt, ask.message_type]),
    ).toEqual([
      ['Can you check my order?', ''],
      ['', 'image'],
      ['', 'audio'],
    ]);

    h.peers.takenOver.delete(sessionId);
    expect(await userSends(from, 'image')).toBe('answered');
    expect(sentTo(from).map((message) => message.body)).toEqual([
      expect.stringContaining('Answer to: Can you check my order?') as string,
      textOnlyReply,
    ]);
  });

  it("refuses a free-form reply 24 hours after the user's last message, saying why, and sends nothing", async () => {
    const from = newNumber();
    const { sessionId } = await userWrites(from, 'What are your hours?');
    await h.db
      .updateTable('integrations.inbound_messages')
      .set({ received_at: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where('from_number', '=', from)
      .execute();
    const before = sentTo(from).length;
    const refused = await failure(reply(sessionId, 'Sorry for the wait!'));
    expect(refused.code).toBe('FAILED_PRECONDITION');
    expect(refused.message).toContain('within 24 hours');
    expect(sentTo(from)).toHaveLength(before);
    expect(h.peers.ownerMessages.filter((m) => m.session_id === sessionId)).toEqual([]);

    // The user writing again opens the window again.
    await userWrites(from, 'Hello again');
    await reply(sessionId, 'We open at 9.');
    expect(
      sentTo(from)
        .map((message) => message.body)
        .at(-1),
    ).toBe('We open at 9.');
  });

  it("answers NOT_FOUND for another owner's conversation and for a conversation that is not WhatsApp's, sending nothing", async () => {
    const from = newNumber();
    const { sessionId } = await userWrites(from, 'Is the shop open?');
    const before = h.meta.sent.length;
    const intruder = { user_id: newOwnerId(), plan: 'PRO' };
    expect((await failure(reply(sessionId, 'Hi from elsewhere', intruder))).code).toBe('NOT_FOUND');
    expect((await failure(reply('W000000000000000000000001', 'Hi'))).code).toBe('NOT_FOUND');
    expect(h.meta.sent.length).toBe(before);
  });

  it('refuses an owner whose plan has no integrations', async () => {
    const from = newNumber();
    const { sessionId } = await userWrites(from, 'Price list please');
    expect((await failure(reply(sessionId, 'Here it is', { user_id: ownerId, plan: 'FREE' }))).code).toBe(
      'PAYMENT_REQUIRED',
    );
  });
});
