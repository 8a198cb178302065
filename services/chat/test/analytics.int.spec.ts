import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, minutesAgo, seedSession, startChatHarness, type ChatHarness } from './harness.js';

let h: ChatHarness;

beforeAll(async () => {
  h = await startChatHarness();
});

afterAll(async () => {
  await h.stop();
});

/** A project id no other test uses (projects.v1 ids are opaque strings). */
const newProject = () => `project-${randomUUID()}`;

const zeros = { total_sessions: 0, total_active_sessions: 0, total_responses: 0, recent_activity: [] };

describe('GetAnalytics', () => {
  it('counts sessions, sessions active in the last 30 minutes and replies, of the requested projects only', async () => {
    const mine = newProject();
    const other = newProject();
    // Active: its last message is 5 minutes old (its first one is older than the window).
    await seedSession(h.db, mine, [
      { role: 'user', content: 'Do you ship to Pune?', at: minutesAgo(50) },
      { role: 'assistant', content: 'Yes, in 3 days.', at: minutesAgo(49) },
      { role: 'user', content: 'And to Goa?', at: minutesAgo(5) },
      { role: 'assistant', content: 'Yes.', at: minutesAgo(5) },
    ]);
    // Not active: its last message is 2 hours old.
    await seedSession(h.db, mine, [
      { role: 'user', content: 'Opening hours?', at: minutesAgo(125) },
      { role: 'assistant', content: '9 to 5.', at: minutesAgo(124) },
    ]);
    // Not active: opened a minute ago, nothing written yet.
    await seedSession(h.db, mine, [], { created_at: minutesAgo(1) });
    // Another owner's project, busy right now: none of it may show up in the first owner's figures.
    for (let i = 0; i < 3; i += 1) {
      await seedSession(h.db, other, [
        { role: 'user', content: `Other owner's visitor ${i}`, at: minutesAgo(2) },
        { role: 'assistant', content: 'Reply', at: minutesAgo(1) },
        { role: 'assistant', content: 'Second reply', at: minutesAgo(1) },
      ]);
    }

    const analytics = await h.client.GetAnalytics({ project_ids: [mine] });
    expect(analytics).toMatchObject({ total_sessions: 3, total_active_sessions: 1, total_responses: 3 });
    expect(analytics.recent_activity.map((a) => a.project_id)).toEqual([mine, mine, mine]);
    expect(analytics.recent_activity.map((a) => a.message)).not.toContain("Other owner's visitor 0");

    const theirs = await h.client.GetAnalytics({ project_ids: [other] });
    expect(theirs).toMatchObject({ total_sessions: 3, total_active_sessions: 3, total_responses: 6 });

    // Both together add up; a project asked about twice counts once.
    expect(await h.client.GetAnalytics({ project_ids: [mine, other, mine] })).toMatchObject({
      total_sessions: 6,
      total_active_sessions: 4,
      total_responses: 9,
    });
  });

  it('answers zeros for an empty list, however much data other projects hold, and for unknown projects', async () => {
    const busy = newProject();
    await seedSession(h.db, busy, [
      { role: 'user', content: 'Hello?', at: minutesAgo(1) },
      { role: 'assistant', content: 'Hi!', at: minutesAgo(1) },
    ]);
    expect(await h.client.GetAnalytics({ project_ids: [] })).toEqual(zeros);
    expect(await h.client.GetAnalytics({ project_ids: [newProject()] })).toEqual(zeros);
    // The same data is there for its own project: the zeros above are not an empty database.
    expect((await h.client.GetAnalytics({ project_ids: [busy] })).total_sessions).toBe(1);
  });

  it('lists the newest 10 questions across the projects, newest first, shortened, asked or answered', async () => {
    const first = newProject();
    const second = newProject();
    const elsewhere = newProject();
    const long = `Can you tell me ${'everything '.repeat(20)}about the warranty?`;
    const question = (n: number) => `Question ${n}`;

    // 12 questions, minute by minute (question 12 is the newest), alternating between the two
    // projects; some answered in their own session.
    for (let n = 1; n <= 12; n += 1) {
      const at = minutesAgo(100 - n);
      const project = n % 2 === 0 ? first : second;
      const content = n === 11 ? long : question(n);
      const answered = n % 3 === 0;
      await seedSession(h.db, project, [
        { role: 'user', content, at },
        ...(answered ? [{ role: 'assistant' as const, content: 'Answer', at }] : []),
      ]);
    }
    // Question 13: its reply failed, so it still only counts as asked.
    await seedSession(h.db, first, [
      { role: 'user', content: question(13), at: minutesAgo(85) },
      { role: 'assistant', content: '', at: minutesAgo(85), status: 'failed' },
    ]);
    // Question 14: answered once, then asked again; the second question has no reply yet.
    const newestAt = minutesAgo(83);
    const newestSession = await seedSession(h.db, second, [
      { role: 'user', content: question(14), at: minutesAgo(84) },
      { role: 'assistant', content: 'Answer', at: minutesAgo(84) },
      { role: 'user', content: 'Question 15', at: newestAt },
    ]);
    // Newer than all of them, but in a project that was not asked about.
    await seedSession(h.db, elsewhere, [{ role: 'user', content: 'Not mine', at: minutesAgo(1) }]);

    const { recent_activity: activity } = await h.client.GetAnalytics({ project_ids: [first, second] });

    expect(activity.map((a) => [a.message.slice(0, 11), a.action])).toEqual([
      ['Question 15', 'Question asked'],
      ['Question 14', 'Answered'],
      ['Question 13', 'Question asked'],
      ['Question 12', 'Answered'],
      ['Can you tel', 'Question asked'],
      ['Question 10', 'Question asked'],
      ['Question 9', 'Answered'],
      ['Question 8', 'Question asked'],
      ['Question 7', 'Question asked'],
      ['Question 6', 'Answered'],
    ]);
    expect(activity[0]).toEqual({
      message: 'Question 15',
      action: 'Question asked',
      timestamp: newestAt.toISOString(),
      project_id: second,
      session_id: newestSession,
    });
    expect(activity[4]!.message).toHaveLength(120);
    expect(activity[4]!.message).toBe(`${long.slice(0, 119).trimEnd()}…`);
    expect(activity[4]!.project_id).toBe(second);
    expect(activity[3]!.project_id).toBe(first);
  });

  it('refuses an unreasonably long project list, naming the field', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `p${i}`);
    expect(await failure(h.client.GetAnalytics({ project_ids: many }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'project_ids',
    });
  });
});

describe('CountSessions', () => {
  it('answers sessions and replies per requested project, 0 for a project without sessions', async () => {
    const busy = newProject();
    const quiet = newProject();
    const never = newProject();
    for (let i = 0; i < 3; i += 1) await seedSession(h.db, busy, [], { created_at: minutesAgo(i) });
    await seedSession(
      h.db,
      quiet,
      [
        { role: 'user', content: 'Hi', at: minutesAgo(300) },
        { role: 'assistant', content: 'Hello! How can I help?', at: minutesAgo(300) },
      ],
      { source: 'whatsapp' },
    );

    expect(await h.client.CountSessions({ project_ids: [never, busy, quiet, busy] })).toEqual({
      counts: [
        { project_id: never, sessions: 0, responses: 0 },
        { project_id: busy, sessions: 3, responses: 0 },
        { project_id: quiet, sessions: 1, responses: 1 },
      ],
    });
    expect(await h.client.CountSessions({ project_ids: [] })).toEqual({ counts: [] });
  });
});
