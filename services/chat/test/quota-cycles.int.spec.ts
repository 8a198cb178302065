import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startChatHarness, type ChatHarness } from './harness.js';

// Conversations are counted per billing cycle as billing gives it (the stand-in billing service of
// the harness answers GetAccount), not per calendar month. The chat service's clock is the test's,
// so a conversation can be started a second before and a second after a renewal.

let now = new Date('2026-12-14T09:29:59.000Z');
let h: ChatHarness;

beforeAll(async () => {
  h = await startChatHarness({ CHAT_VISITOR_MESSAGES_PER_MINUTE: '1000' }, { clock: () => now });
});

afterAll(async () => {
  await h.stop();
});

/** A Basic subscription renewed on the 14th at 09:30 UTC: the cycle ending then, and the next one. */
const cycleBefore = {
  start: new Date('2026-11-14T09:30:00.000Z'),
  end: new Date('2026-12-14T09:30:00.000Z'),
};
const cycleAfter = { start: cycleBefore.end, end: new Date('2027-01-14T09:30:00.000Z') };

/** A first message from a new visitor: one more conversation of the owner's cycle. */
async function startConversation(owner: string, plan = 'BASIC') {
  const events = h.client.Ask({
    project_id: `project-${owner}`,
    session_id: '',
    prompt: 'Do you ship to Goa?',
    bot: { name: 'Sage', site_name: 'shop.test', description: '' },
    owner_id: owner,
    plan,
    visitor_key: `visitor-${randomUUID()}`,
    visitor: {},
    details_required: false,
  });
  for await (const _event of events) {
    // Read to the end: the question is stored and counted before the first event.
  }
}

/** The owner's counted conversations per cycle start, as stored. */
async function countsOf(owner: string): Promise<Record<string, number>> {
  const rows = await h.db
    .selectFrom('chat.conversation_usage')
    .select(['cycle_start', 'conversations'])
    .where('owner_id', '=', owner)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.cycle_start.toISOString(), row.conversations]));
}

describe("an owner's conversations, per billing cycle", () => {
  it('counts a conversation just before the renewal in the old cycle and one just after in the new', async () => {
    const owner = `owner-${randomUUID()}`;
    h.cycles.set(owner, cycleBefore);
    now = new Date(cycleBefore.end.getTime() - 1_000);
    await startConversation(owner);
    expect(await h.client.GetConversationUsage({ owner_id: owner, plan: 'BASIC' })).toMatchObject({
      conversations: 1,
      quota: 10_000,
      cycle_start: cycleBefore.start.toISOString(),
      cycle_end: cycleBefore.end.toISOString(),
    });

    // Razorpay renewed the subscription: billing now names the next period.
    h.cycles.set(owner, cycleAfter);
    now = new Date(cycleBefore.end.getTime() + 1_000);
    await startConversation(owner);

    expect(await countsOf(owner)).toEqual({
      [cycleBefore.start.toISOString()]: 1,
      [cycleAfter.start.toISOString()]: 1,
    });
    expect(await h.client.GetConversationUsage({ owner_id: owner, plan: 'BASIC' })).toMatchObject({
      conversations: 1,
      cycle_start: cycleAfter.start.toISOString(),
      cycle_end: cycleAfter.end.toISOString(),
    });
  });

  it('refuses a used-up cycle until it ends, saying so, and takes conversations again in the next', async () => {
    const owner = `owner-${randomUUID()}`;
    h.cycles.set(owner, cycleBefore);
    await h.db
      .insertInto('chat.conversation_usage')
      .values({
        owner_id: owner,
        cycle_start: cycleBefore.start,
        cycle_end: cycleBefore.end,
        conversations: 100,
      })
      .execute();
    now = new Date(cycleBefore.end.getTime() - 60_000);
    expect(await failure(startConversation(owner, 'FREE'))).toEqual({
      code: 'PAYMENT_REQUIRED',
      message:
        "This agent has answered all the conversations its plan allows this billing cycle. Please try again when the next cycle starts or contact the site's owner.",
    });

    h.cycles.set(owner, cycleAfter);
    now = new Date(cycleBefore.end.getTime() + 1_000);
    await startConversation(owner, 'FREE');
    expect(await countsOf(owner)).toEqual({
      [cycleBefore.start.toISOString()]: 100,
      [cycleAfter.start.toISOString()]: 1,
    });
  });

  it('records the 80 % notice once per cycle: reached again in the next cycle, it is noticed again', async () => {
    const owner = `owner-${randomUUID()}`;
    for (const cycle of [cycleBefore, cycleAfter]) {
      h.cycles.set(owner, cycle);
      now = new Date(cycle.start.getTime() + 60_000);
      await h.db
        .insertInto('chat.conversation_usage')
        .values({ owner_id: owner, cycle_start: cycle.start, cycle_end: cycle.end, conversations: 79 })
        .execute();
      await startConversation(owner, 'FREE'); // 80 of 100
      const usage = await h.client.GetConversationUsage({ owner_id: owner, plan: 'FREE' });
      expect(usage.notices.map((notice) => [notice.threshold, notice.conversations])).toEqual([[80, 80]]);
    }
    const notices = await h.db
      .selectFrom('chat.usage_notices')
      .select(['cycle_start', 'cycle_end', 'threshold'])
      .where('owner_id', '=', owner)
      .orderBy('cycle_start')
      .execute();
    expect(notices).toEqual([
      { cycle_start: cycleBefore.start, cycle_end: cycleBefore.end, threshold: 80 },
      { cycle_start: cycleAfter.start, cycle_end: cycleAfter.end, threshold: 80 },
    ]);
  });

  it('keeps the calendar month for a Free owner', async () => {
    const owner = `owner-${randomUUID()}`;
    now = new Date();
    await startConversation(owner, 'FREE');
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    expect(await countsOf(owner)).toEqual({ [month.toISOString()]: 1 });
  });
});
