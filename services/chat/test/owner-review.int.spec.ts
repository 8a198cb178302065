import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import { failure, startChatHarness, type ChatHarness } from './harness.js';

// What the owner reviews: declined questions and requests for a person, marked where they look
// (recent activity, the conversation list and its filters), and what the visitor asking is told.

let h: ChatHarness;

beforeAll(async () => {
  h = await startChatHarness();
});

afterAll(async () => {
  await h.stop();
});

const newProject = () => `project-${randomUUID()}`;

const pages = [
  {
    url: 'https://shop.test/shipping',
    title: 'Shipping',
    content: 'We ship to every city in India. Delivery takes 3 to 5 business days.',
  },
];

async function ask(
  projectId: string,
  prompt: string,
  options: { sessionId?: string; contact?: { email: string; whatsapp: string } } = {},
) {
  const events = h.client.Ask({
    project_id: projectId,
    session_id: options.sessionId ?? '',
    prompt,
    bot: {
      name: 'Sage',
      site_name: 'shop.test',
      description: '',
      contact_email: options.contact?.email ?? '',
      contact_whatsapp: options.contact?.whatsapp ?? '',
    },
    owner_id: `owner-of-${projectId}`,
    plan: 'PRO',
    visitor_key: `visitor-${randomUUID()}`,
    visitor: { user_agent: 'Mozilla/5.0 test', language: 'en-IN' },
    details_required: false,
  });
  const seen: AnswerEvent__Output[] = [];
  for await (const event of events) seen.push(event);
  return {
    text: seen
      .filter((event) => event.event === 'token')
      .map((event) => event.token)
      .join(''),
    sessionId: seen.find((event) => event.event === 'done')?.done?.session_id ?? '',
  };
}

describe('declined questions', () => {
  it('are stored as declined and shown as "Declined", not "Answered", with the conversation to open', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, pages);
    const answered = await ask(projectId, 'How long does delivery take?');
    const declined = await ask(projectId, 'Do you sell garden furniture?');
    expect(declined.text).toBe("I couldn't find anything about that in this site's content.");

    const { messages } = await h.client.ListMessages({
      project_id: projectId,
      session_id: declined.sessionId,
    });
    expect(messages.map((m) => [m.role, m.declined])).toEqual([
      ['assistant', true],
      ['user', false],
    ]);

    const analytics = await h.client.GetAnalytics({ project_ids: [projectId] });
    expect(analytics.recent_activity.map((row) => [row.message, row.action, row.session_id])).toEqual([
      ['Do you sell garden furniture?', 'Declined', declined.sessionId],
      ['How long does delivery take?', 'Answered', answered.sessionId],
    ]);

    const list = await h.client.ListSessions({ project_id: projectId, filter: 'declined' });
    expect(list.total).toBe(1);
    expect(list.data.map((s) => [s.id, s.declined])).toEqual([[declined.sessionId, true]]);
  });
});

describe('a visitor asking for a person', () => {
  it("gets the owner's e-mail and WhatsApp without a search, and the conversation needs attention", async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, pages);
    const searchesBefore = h.searches.length;
    const reply = await ask(projectId, 'Can I speak with someone from your team?', {
      contact: { email: 'help@shop.test', whatsapp: '+919800551638' },
    });
    expect(reply.text).toContain('help@shop.test');
    expect(reply.text).toContain('+919800551638');
    expect(reply.text).not.toContain("couldn't find");
    expect(h.searches.length).toBe(searchesBefore);

    const flagged = await h.client.ListSessions({ project_id: projectId, filter: 'needs_attention' });
    expect(flagged.data.map((s) => [s.id, s.escalate])).toEqual([[reply.sessionId, true]]);
    const analytics = await h.client.GetAnalytics({ project_ids: [projectId] });
    expect(analytics.recent_activity[0]?.action).toBe('Needs attention');
  });

  it('is told honestly that no one can be reached here when the owner set no contact', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, pages);
    const reply = await ask(projectId, 'i want to talk to a human');
    expect(reply.text).toContain('no one can be reached through this chat');
    const flagged = await h.client.ListSessions({ project_id: projectId, filter: 'needs_attention' });
    expect(flagged.total).toBe(1);
  });
});

describe("the owner's conversation list", () => {
  it('shows each conversation by its first question, message count and last activity, filtered on the server', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, pages);
    const first = await ask(projectId, 'How long does delivery take?');
    await ask(projectId, 'Do you ship to every city?', { sessionId: first.sessionId });
    const second = await ask(projectId, 'Do you sell garden furniture?');

    const all = await h.client.ListSessions({ project_id: projectId });
    expect(all.total).toBe(2);
    const byId = new Map(all.data.map((s) => [s.id, s]));
    expect(byId.get(first.sessionId)).toMatchObject({
      first_question: 'How long does delivery take?',
      message_count: 4,
      declined: false,
      escalate: false,
    });
    expect(byId.get(first.sessionId)?.last_message_at).not.toBe('');
    expect(byId.get(second.sessionId)).toMatchObject({ message_count: 2, declined: true });

    expect((await h.client.ListSessions({ project_id: projectId, filter: 'needs_attention' })).total).toBe(0);
    expect(await failure(h.client.ListSessions({ project_id: projectId, filter: 'spam' }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'filter',
    });
  });
});

describe('WhatsApp conversations', () => {
  it('keep the whatsapp source the integrations service asks for; any other source is a widget conversation', async () => {
    const projectId = newProject();
    await h.client.CreateSession({
      project_id: projectId,
      source: 'whatsapp',
      visitor: { name: 'Asha', phone: '+919800000001', platform: 'WhatsApp' },
      details_required: false,
      visitor_key: 'a'.repeat(64),
    });
    await h.client.CreateSession({
      project_id: projectId,
      source: 'admin',
      visitor: {},
      details_required: false,
    });
    const { data } = await h.client.ListSessions({ project_id: projectId });
    expect(data.map((session) => session.source).sort()).toEqual(['embedded_widget', 'whatsapp']);
    expect(data.find((session) => session.source === 'whatsapp')).toMatchObject({
      name: 'Asha',
      phone: '+919800000001',
    });
  });
});
