import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import type { MessageMetadata } from '../src/db/database.js';
import { generateSessionId } from '../src/domain/sessions/session-id.fns.js';
import { startChatHarness, type ChatHarness } from './harness.js';

// Issue 20: an agent's insights over its last 7 or 30 days (conversations, answered / declined /
// weakly answered replies, escalations, top questions, busiest hours), counted by the database in
// the owner's time zone; and answers given from a weakly matching passage waiting in the
// unanswered loop as "weak". The clock is the test's: days and window edges are exact.

let h: ChatHarness;
let now = new Date();

beforeAll(async () => {
  h = await startChatHarness({}, { clock: () => now });
});

afterAll(async () => {
  await h.stop();
});

const newProject = () => `project-${randomUUID()}`;
const at = (iso: string) => new Date(iso);

type Turn = { reply?: MessageMetadata | 'none'; ownerWrote?: boolean; question?: string };

/** A conversation started at `startedAt`: each turn a visitor question and the agent's reply a second later. */
async function conversation(
  projectId: string,
  startedAt: Date,
  turns: Turn[],
  flags: { personRequested?: boolean; ownerStepped?: boolean } = {},
) {
  const id = generateSessionId();
  await h.db
    .insertInto('chat.sessions')
    .values({
      id,
      project_id: projectId,
      source: 'embedded_widget',
      created_at: startedAt,
      last_message_at: turns.length > 0 ? startedAt : null,
      person_requested_at: flags.personRequested ? startedAt : null,
      person_answered_at: flags.ownerStepped ? startedAt : null,
    })
    .execute();
  let t = startedAt.getTime();
  for (const turn of turns) {
    await h.db
      .insertInto('chat.messages')
      .values({
        session_id: id,
        project_id: projectId,
        role: 'user',
        content: turn.question ?? 'What are your opening hours?',
        metadata: {},
        created_at: new Date(t),
      })
      .execute();
    if (turn.reply !== 'none') {
      await h.db
        .insertInto('chat.messages')
        .values({
          session_id: id,
          project_id: projectId,
          role: 'assistant',
          content: 'We open at nine.',
          metadata: turn.reply ?? { sources: [] },
          created_at: new Date(t + 1_000),
          ...(turn.ownerWrote ? { author_id: 'owner-1', author_name: 'Asha' } : {}),
        })
        .execute();
    }
    t += 60_000;
  }
  return id;
}

const answered: Turn = { reply: { sources: [], match: { by: 'meaning', fit: 0.82 } } };
const declined: Turn = { reply: { sources: [], declined: true } };
const weak: Turn = { reply: { sources: [], match: { by: 'meaning', fit: 0.55 } } };

const insights = (projectId: string, days: number, timeZone = '') =>
  h.client.GetInsights({ project_id: projectId, days, time_zone: timeZone });

describe("an agent's insights", () => {
  it('counts conversations and replies per UTC day, split exactly at midnight and at the window edges', async () => {
    now = at('2026-11-26T10:00:00Z');
    const projectId = newProject();
    await conversation(projectId, at('2026-11-25T23:59:00Z'), [answered]); // the 25th
    await conversation(projectId, at('2026-11-26T00:00:00Z'), [declined, weak]); // the 26th
    await conversation(projectId, at('2026-11-26T09:00:00Z'), [answered, { ...answered, ownerWrote: true }], {
      ownerStepped: true,
    });
    await conversation(projectId, at('2026-11-20T00:00:00Z'), [answered], { personRequested: true }); // first day of 7
    await conversation(projectId, at('2026-11-19T23:59:58Z'), [declined]); // only in 30, its reply a second later too
    await conversation(projectId, at('2026-10-28T00:00:00Z'), [answered]); // first day of 30
    await conversation(projectId, at('2026-10-27T23:59:58Z'), [answered]); // in neither
    await conversation(projectId, at('2026-11-24T12:00:00Z'), []); // details given, never written in
    await conversation(projectId, at('2026-11-21T12:00:00Z'), [answered], { personRequested: true });
    await conversation(newProject(), at('2026-11-26T08:00:00Z'), [declined]); // another agent's

    const week = await insights(projectId, 7);
    expect(week.time_zone).toBe('UTC');
    expect(week.since).toBe('2026-11-20T00:00:00.000Z');
    expect(week.until).toBe('2026-11-26T10:00:00.000Z');
    expect(week.days.map((d) => d.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    const day = (day: string) => week.days.find((d) => d.day === day);
    expect(day('2026-11-20')).toMatchObject({
      conversations: 1,
      answered: 1,
      declined: 0,
      weak: 0,
      escalations: 1,
    });
    expect(day('2026-11-21')).toMatchObject({ conversations: 1, answered: 1, escalations: 1 });
    expect(day('2026-11-24')).toMatchObject({ conversations: 0, answered: 0 });
    expect(day('2026-11-25')).toMatchObject({
      conversations: 1,
      answered: 1,
      declined: 0,
      weak: 0,
      escalations: 0,
    });
    // The owner's own message is not the agent's reply.
    expect(day('2026-11-26')).toMatchObject({
      conversations: 2,
      answered: 1,
      declined: 1,
      weak: 1,
      escalations: 1,
    });
    expect(week.questions).toBe(7);

    const month = await insights(projectId, 30);
    expect(month.days).toHaveLength(30);
    expect(month.since).toBe('2026-10-28T00:00:00.000Z');
    expect(month.days[0]).toMatchObject({ day: '2026-10-28', conversations: 1, answered: 1 });
    expect(month.days.find((d) => d.day === '2026-11-19')).toMatchObject({ conversations: 1, declined: 1 });
    expect(month.days.reduce((sum, d) => sum + d.conversations, 0)).toBe(7);
    expect(month.questions).toBe(9);
  });

  it("counts days and hours in the owner's time zone", async () => {
    now = at('2026-11-26T10:00:00Z'); // 15:30 in Kolkata
    const projectId = newProject();
    await conversation(projectId, at('2026-11-25T23:59:00Z'), [answered]); // 05:29 on the 26th in Kolkata
    await conversation(projectId, at('2026-11-19T18:30:00Z'), [answered]); // Kolkata's midnight of the 20th
    await conversation(projectId, at('2026-11-19T18:29:59Z'), [answered]); // the 19th there

    const utc = await insights(projectId, 7);
    expect(utc.days.find((d) => d.day === '2026-11-25')?.conversations).toBe(1);
    expect(utc.hours.find((h) => h.hour === 23)?.questions).toBe(1);

    const kolkata = await insights(projectId, 7, 'Asia/Kolkata');
    expect(kolkata.time_zone).toBe('Asia/Kolkata');
    expect(kolkata.since).toBe('2026-11-19T18:30:00.000Z');
    expect(kolkata.days.map((d) => [d.day, d.conversations]).filter(([, n]) => n !== 0)).toEqual([
      ['2026-11-20', 1],
      ['2026-11-26', 1],
    ]);
    expect(kolkata.hours).toHaveLength(24);
    expect(kolkata.hours.filter((h) => h.questions > 0)).toEqual([
      { hour: 0, questions: 1 },
      { hour: 5, questions: 1 },
    ]);
  });

  it('groups the top questions by meaning as the unanswered loop does, most asked first', async () => {
    now = at('2026-11-26T10:00:00Z');
    const projectId = newProject();
    h.topics.set('Do you deliver to Pune?', 'pune');
    h.topics.set('Is delivery available in Pune?', 'pune');
    await conversation(projectId, at('2026-11-24T10:00:00Z'), [
      { ...answered, question: 'Do you deliver to Pune?' },
    ]);
    await conversation(projectId, at('2026-11-25T10:00:00Z'), [
      { ...answered, question: 'Is delivery available in Pune?' },
      { ...declined, question: 'Do you have a loyalty card?' },
    ]);
    await conversation(projectId, at('2026-11-26T09:00:00Z'), [
      { ...answered, question: 'Do you deliver to Pune?' },
    ]);

    const { top_questions: top, grouped_questions: grouped } = await insights(projectId, 7);
    expect(grouped).toBe(4);
    expect(top.map((q) => [q.question, q.examples, q.count])).toEqual([
      ['Do you deliver to Pune?', ['Is delivery available in Pune?'], 3],
      ['Do you have a loyalty card?', [], 1],
    ]);
    expect(top[0]?.last_asked_at).toBe('2026-11-26T09:00:00.000Z');
  });

  it('is all zeros for an agent without conversations', async () => {
    now = at('2026-11-26T10:00:00Z');
    const empty = await insights(newProject(), 30);
    expect(empty.days).toHaveLength(30);
    expect(
      empty.days.every((d) => d.conversations + d.answered + d.declined + d.weak + d.escalations === 0),
    ).toBe(true);
    expect(empty.hours).toEqual(Array.from({ length: 24 }, (_, hour) => ({ hour, questions: 0 })));
    expect(empty).toMatchObject({ top_questions: [], questions: 0, grouped_questions: 0 });
  });

  it('refuses other windows and unknown time zones, naming the field', async () => {
    await expect(insights(newProject(), 14)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'days',
    });
    await expect(insights(newProject(), 7, 'Mars/Olympus_Mons')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'time_zone',
    });
    await expect(insights(newProject(), 7, '+05:30')).rejects.toMatchObject({ field: 'time_zone' });
  });
});

async function ask(projectId: string, prompt: string) {
  const events: AnswerEvent__Output[] = [];
  const stream = h.client.Ask({
    project_id: projectId,
    session_id: '',
    prompt,
    bot: { name: 'Sage', site_name: 'shop.test', description: '', contact_email: '', contact_whatsapp: '' },
    owner_id: `owner-of-${projectId}`,
    plan: 'PRO',
    visitor_key: `visitor-${randomUUID()}`,
    visitor: { user_agent: 'Mozilla/5.0 test', language: 'en-IN' },
    details_required: false,
  });
  for await (const event of stream) events.push(event);
  return events.map((event) => event.token ?? '').join('');
}

describe('answers given from a weakly matching passage', () => {
  it('wait in the unanswered loop as weak, counted and grouped like the rest; a good answer does not', async () => {
    now = new Date();
    const projectId = newProject();
    h.knowledge.set(projectId, [
      {
        url: 'https://shop.test/shipping',
        title: 'Shipping',
        content: 'We ship to every city in India. Delivery takes 3 to 5 business days.',
      },
    ]);
    h.topics.set('How long does delivery take for parcels?', 'parcels');
    h.topics.set('How long does delivery of large parcels take?', 'parcels');
    // Words only (the stand-in scores by shared words): the quote holds most of this question...
    expect(await ask(projectId, 'How long does delivery take?')).toContain('3 to 5 business days');
    // ...and only some of these two, which are still answered from it.
    expect(await ask(projectId, 'How long does delivery take for parcels?')).toContain(
      '3 to 5 business days',
    );
    expect(await ask(projectId, 'How long does delivery of large parcels take?')).toContain(
      '3 to 5 business days',
    );
    await ask(projectId, 'Do you rent bicycles?');

    const stored = await h.db
      .selectFrom('chat.messages')
      .select('metadata')
      .where('project_id', '=', projectId)
      .where('role', '=', 'assistant')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.metadata.match?.by)).toEqual(['words', 'words', 'words', undefined]);

    const { groups } = await h.client.ListUnanswered({ project_id: projectId });
    expect(groups.map((g) => [g.question, g.examples, g.count, g.reasons])).toEqual([
      [
        'How long does delivery of large parcels take?',
        ['How long does delivery take for parcels?'],
        2,
        ['weak'],
      ],
      ['Do you rent bicycles?', [], 1, ['declined']],
    ]);
    now = new Date(now.getTime() + 1_000);
    const week = await insights(projectId, 7);
    expect(week.days.at(-1)).toMatchObject({ answered: 1, weak: 2, declined: 1, conversations: 4 });
  });
});
