import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import { calendarMonth } from '../src/domain/usage/quota-window.js';
import { failure, rowsOf, startChatHarness, type ChatHarness } from './harness.js';

let h: ChatHarness;

beforeAll(async () => {
  h = await startChatHarness({
    CHAT_VISITOR_CONVERSATIONS_PER_DAY: '3',
    CHAT_VISITOR_MESSAGES_PER_MINUTE: '1000',
    CHAT_VISITOR_SESSIONS_PER_MINUTE: '2',
    CHAT_PROJECT_SESSIONS_PER_MINUTE: '4',
  });
});

afterAll(async () => {
  await h.stop();
});

const newProject = () => `project-${randomUUID()}`;
const newVisitor = () => `visitor-${randomUUID()}`;
/** A Free owner's window: the calendar month (UTC) of now. */
const thisMonth = () => calendarMonth(new Date());

type AskOptions = { projectId: string; visitor: string; owner: string; sessionId?: string; plan?: string };

async function ask({ projectId, visitor, owner, sessionId = '', plan = 'PRO' }: AskOptions) {
  const seen: AnswerEvent__Output[] = [];
  const events = h.client.Ask({
    project_id: projectId,
    session_id: sessionId,
    prompt: 'Do you ship to Goa?',
    bot: { name: 'Sage', site_name: 'shop.test', description: '' },
    owner_id: owner,
    plan,
    visitor_key: visitor,
    visitor: {},
    details_required: false,
  });
  for await (const event of events) seen.push(event);
  return seen.find((event) => event.event === 'session_id')?.session_id ?? '';
}

async function conversationsOf(owner: string): Promise<number> {
  const row = await h.db
    .selectFrom('chat.conversation_usage')
    .select('conversations')
    .where('owner_id', '=', owner)
    .executeTakeFirst();
  return row?.conversations ?? 0;
}

describe("a visitor address's new conversations per agent per day", () => {
  it('stop at the cap with a friendly refusal, without spending the owner’s month; others still get through', async () => {
    const projectId = newProject();
    const owner = `owner-${randomUUID()}`;
    const visitor = newVisitor();
    const first = await ask({ projectId, visitor, owner });
    await ask({ projectId, visitor, owner });
    await ask({ projectId, visitor, owner });

    const refused = await failure(ask({ projectId, visitor, owner }));
    expect(refused).toEqual({
      code: 'RATE_LIMITED',
      message:
        "You've started a lot of new chats here today. Please continue an earlier chat or come back tomorrow.",
    });
    expect(await conversationsOf(owner)).toBe(3);

    // The same address may go on with a conversation it has, and start one with another agent.
    await expect(ask({ projectId, visitor, owner, sessionId: first })).resolves.toBe('');
    await expect(ask({ projectId: newProject(), visitor, owner })).resolves.not.toBe('');
    // Another address of the same agent is not held back.
    await expect(ask({ projectId, visitor: newVisitor(), owner })).resolves.not.toBe('');
    expect(await conversationsOf(owner)).toBe(5);
  });

  it('hold under concurrent first messages from one address', async () => {
    const projectId = newProject();
    const owner = `owner-${randomUUID()}`;
    const visitor = newVisitor();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => ask({ projectId, visitor, owner })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await rowsOf(h.db, projectId)).toMatchObject({ sessions: 3 });
    expect(await conversationsOf(owner)).toBe(3);
  });
});

describe("the owner's 80 % and 100 % notices", () => {
  it('are recorded once each, when the month reaches them, and shown with the usage', async () => {
    const projectId = newProject();
    const owner = `owner-${randomUUID()}`;
    // A FREE owner (100 a month) who has had 78 conversations this month.
    await h.db
      .insertInto('chat.conversation_usage')
      .values({
        owner_id: owner,
        cycle_start: thisMonth().start,
        cycle_end: thisMonth().end,
        conversations: 78,
      })
      .execute();
    const askAsFree = () => ask({ projectId, visitor: newVisitor(), owner, plan: 'FREE' });

    await askAsFree(); // 79
    expect((await h.client.GetConversationUsage({ owner_id: owner, plan: 'FREE' })).notices).toEqual([]);
    await askAsFree(); // 80
    await askAsFree(); // 81
    let usage = await h.client.GetConversationUsage({ owner_id: owner, plan: 'FREE' });
    expect(usage).toMatchObject({ conversations: 81, quota: 100 });
    expect(usage.notices).toEqual([
      expect.objectContaining({ threshold: 80, conversations: 80, quota: 100 }) as unknown,
    ]);

    await h.db
      .updateTable('chat.conversation_usage')
      .set({ conversations: 98 })
      .where('owner_id', '=', owner)
      .execute();
    await askAsFree(); // 99
    await askAsFree(); // 100
    expect(await failure(askAsFree())).toMatchObject({ code: 'PAYMENT_REQUIRED' });
    expect(await failure(askAsFree())).toMatchObject({ code: 'PAYMENT_REQUIRED' });

    usage = await h.client.GetConversationUsage({ owner_id: owner, plan: 'FREE' });
    expect(usage).toMatchObject({
      month: thisMonth().start.toISOString().slice(0, 7),
      cycle_start: thisMonth().start.toISOString(),
      cycle_end: thisMonth().end.toISOString(),
      conversations: 100,
      quota: 100,
    });
    expect(usage.notices.map((notice) => [notice.threshold, notice.conversations])).toEqual([
      [100, 100],
      [80, 80],
    ]);
    const rows = await h.db
      .selectFrom('chat.usage_notices')
      .selectAll()
      .where('owner_id', '=', owner)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('say nothing to an owner with no conversations yet', async () => {
    const usage = await h.client.GetConversationUsage({ owner_id: `owner-${randomUUID()}`, plan: 'BASIC' });
    expect(usage).toMatchObject({ conversations: 0, quota: 10_000, notices: [] });
  });
});

describe('sessions opened before a first message (POST sessions)', () => {
  const open = (projectId: string, visitor: string) =>
    h.client.CreateSession({
      project_id: projectId,
      source: 'embedded_widget',
      visitor: {},
      details_required: false,
      visitor_key: visitor,
    });

  it("are limited per visitor and per agent, each a minute's budget", async () => {
    const projectId = newProject();
    const visitor = newVisitor();
    await open(projectId, visitor);
    await open(projectId, visitor);
    expect(await failure(open(projectId, visitor))).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You are starting chats too quickly. Please wait a moment and try again.',
    });
    await open(projectId, newVisitor());
    await open(projectId, newVisitor());
    expect(await failure(open(projectId, newVisitor()))).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'This agent is very busy right now. Please try again in a minute.',
    });
    expect(await rowsOf(h.db, projectId)).toMatchObject({ sessions: 4 });
  });
});

describe('a conversation started with a stored visitor turn (bot/send-bot-message)', () => {
  it("still counts against the owner's month when its first question is answered", async () => {
    const projectId = newProject();
    const owner = `owner-${randomUUID()}`;
    const visitor = newVisitor();
    const session = await h.client.CreateSession({
      project_id: projectId,
      source: 'embedded_widget',
      visitor: {},
      details_required: false,
      visitor_key: visitor,
    });
    await h.client.AppendMessage({
      project_id: projectId,
      session_id: session.id,
      role: 'user',
      content: 'Hello there',
      visitor_key: visitor,
    });

    await ask({ projectId, visitor, owner, sessionId: session.id });
    expect(await conversationsOf(owner)).toBe(1);
    // Later questions of the same conversation are not counted again.
    await ask({ projectId, visitor, owner, sessionId: session.id });
    expect(await conversationsOf(owner)).toBe(1);
  });
});
