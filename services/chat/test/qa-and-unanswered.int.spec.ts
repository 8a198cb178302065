import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import { startFakeLlmServer, type FakeLlmServer } from '@sitesage/testing';
import { startChatHarness, type ChatHarness } from './harness.js';

// Issue 20: the owner's Q&A answers a visitor ahead of page text, and the questions the agent
// could not answer (or where a visitor asked for a person) wait for the owner, grouped by meaning.
// The stand-in ingestion service decides which wordings are the same question (MatchQa,
// GroupTexts); matching by meaning itself is ingestion's (services/ingestion/test/qa-answers).

let offline: ChatHarness;
let withModel: ChatHarness;
let llm: FakeLlmServer;

beforeAll(async () => {
  llm = await startFakeLlmServer({ reply: 'Yes, we deliver to Pune within two days [1].' });
  [offline, withModel] = await Promise.all([
    startChatHarness(),
    startChatHarness({ LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model' }),
  ]);
});

afterAll(async () => {
  await Promise.all([offline.stop(), withModel.stop()]);
  await llm.close();
});

const newProject = () => `project-${randomUUID()}`;
const pages = [
  {
    url: 'https://shop.test/shipping',
    title: 'Shipping',
    content: 'We ship to every city in India. Delivery takes 3 to 5 business days.',
  },
];
const deliveryQa = {
  id: randomUUID(),
  question: 'Do you deliver to Pune?',
  answer: 'Yes: Pune orders arrive within two days, free over ₹999.',
  sameQuestion: ['Can you ship my order to Pune?'],
};

async function ask(h: ChatHarness, projectId: string, prompt: string, contact = { email: '', whatsapp: '' }) {
  const events: AnswerEvent__Output[] = [];
  const stream = h.client.Ask({
    project_id: projectId,
    session_id: '',
    prompt,
    bot: {
      name: 'Sage',
      site_name: 'shop.test',
      description: '',
      contact_email: contact.email,
      contact_whatsapp: contact.whatsapp,
    },
    owner_id: `owner-of-${projectId}`,
    plan: 'PRO',
    visitor_key: `visitor-${randomUUID()}`,
    visitor: { user_agent: 'Mozilla/5.0 test', language: 'en-IN' },
    details_required: false,
  });
  for await (const event of stream) events.push(event);
  return {
    text: events.map((event) => event.token ?? '').join(''),
    sources: events.find((event) => event.event === 'sources')?.sources?.sources ?? [],
    sessionId: events.find((event) => event.event === 'session_id')?.session_id ?? '',
  };
}

const qaSource = { url: '', title: 'Q&A: Do you deliver to Pune?', kind: 'qa' };

describe("the owner's Q&A, without a model", () => {
  it('answers a paraphrase with the answer as written, the Q&A named as its source, and keeps that in the history', async () => {
    const projectId = newProject();
    offline.knowledge.set(projectId, pages);
    offline.qa.set(projectId, [deliveryQa]);
    const reply = await ask(offline, projectId, 'Can you ship my order to Pune?');
    expect(reply.text).toBe(deliveryQa.answer);
    expect(reply.sources).toEqual([qaSource]);
    const { messages } = await offline.client.ListMessages({
      project_id: projectId,
      session_id: reply.sessionId,
    });
    expect(messages[0]).toMatchObject({ role: 'assistant', content: deliveryQa.answer, sources: [qaSource] });
  });

  it('leaves an unrelated question to the page text', async () => {
    const projectId = newProject();
    offline.knowledge.set(projectId, pages);
    offline.qa.set(projectId, [deliveryQa]);
    const reply = await ask(offline, projectId, 'How long does delivery take?');
    expect(reply.text).toContain('3 to 5 business days');
    expect(reply.sources).toEqual([{ url: 'https://shop.test/shipping', title: 'Shipping', kind: '' }]);
  });
});

describe("the owner's Q&A, with a model", () => {
  it("is given to the model first as the owner's authoritative answer, and named first under the reply", async () => {
    const projectId = newProject();
    withModel.knowledge.set(projectId, pages);
    withModel.qa.set(projectId, [deliveryQa]);
    const reply = await ask(withModel, projectId, 'Can you ship my order to Pune?');
    expect(reply.text).toBe('Yes, we deliver to Pune within two days [1].');
    const prompt = llm.requests.at(-1)?.promptText ?? '';
    expect(prompt).toContain(deliveryQa.answer);
    expect(prompt.indexOf(deliveryQa.answer)).toBeLessThan(prompt.indexOf('3 to 5 business days'));
    expect(prompt).toContain('authoritative');
    // The reply cites [1], the Q&A: it is the one source, named as the Q&A rather than as a page.
    expect(reply.sources).toEqual([qaSource]);
  });
});

describe('the unanswered questions of an agent', () => {
  it('groups the declined questions and requests for a person by meaning, with counts and when last asked', async () => {
    const projectId = newProject();
    offline.knowledge.set(projectId, pages);
    offline.topics.set('Do you sell garden furniture?', 'furniture');
    offline.topics.set('Any outdoor chairs or tables for sale?', 'furniture');
    await ask(offline, projectId, 'Do you sell garden furniture?');
    await ask(offline, projectId, 'How long does delivery take?'); // answered: not waiting
    await ask(offline, projectId, 'Is there a loyalty card?');
    const last = await ask(offline, projectId, 'Any outdoor chairs or tables for sale?');
    await ask(offline, projectId, 'Can I speak with someone from your team?');

    const { groups } = await offline.client.ListUnanswered({ project_id: projectId });
    expect(groups.map((g) => [g.question, g.examples, g.count, g.reasons])).toEqual([
      ['Any outdoor chairs or tables for sale?', ['Do you sell garden furniture?'], 2, ['declined']],
      ['Can I speak with someone from your team?', [], 1, ['person']],
      ['Is there a loyalty card?', [], 1, ['declined']],
    ]);
    expect(groups[0]?.session_id).toBe(last.sessionId);
    expect(Date.parse(groups[0]?.last_asked_at ?? '')).toBeGreaterThan(
      Date.parse(groups[2]?.last_asked_at ?? ''),
    );
    expect(await offline.client.CountUnanswered({ project_ids: [projectId, newProject()] })).toEqual({
      counts: [
        { project_id: projectId, waiting: 3 },
        { project_id: expect.any(String) as string, waiting: 0 },
      ],
    });
  });

  it('keeps a dismissed group dismissed, and opens it again when a visitor asks it anew', async () => {
    const projectId = newProject();
    offline.knowledge.set(projectId, pages);
    await ask(offline, projectId, 'Do you rent bicycles?');
    await ask(offline, projectId, 'Do you rent bicycles?');
    const [group] = (await offline.client.ListUnanswered({ project_id: projectId })).groups;
    expect(group?.count).toBe(2);
    expect(
      await offline.client.DismissUnanswered({ project_id: projectId, group_id: group?.id ?? '' }),
    ).toEqual({
      dismissed: 2,
    });
    expect((await offline.client.ListUnanswered({ project_id: projectId })).groups).toEqual([]);
    await expect(
      offline.client.DismissUnanswered({ project_id: projectId, group_id: group?.id ?? '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Another agent's group is not found by this one's id.
    await expect(
      offline.client.DismissUnanswered({ project_id: newProject(), group_id: group?.id ?? '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await ask(offline, projectId, 'Do you rent bicycles?');
    const reopened = (await offline.client.ListUnanswered({ project_id: projectId })).groups;
    expect(reopened.map((g) => [g.question, g.count])).toEqual([['Do you rent bicycles?', 1]]);
  });

  it('no longer waits once the owner answers it in the Q&A: the next visitor gets the answer', async () => {
    const projectId = newProject();
    offline.knowledge.set(projectId, pages);
    await ask(offline, projectId, 'Do you deliver to Pune?');
    const [group] = (await offline.client.ListUnanswered({ project_id: projectId })).groups;
    offline.qa.set(projectId, [deliveryQa]);
    await offline.client.DismissUnanswered({ project_id: projectId, group_id: group?.id ?? '' });
    const next = await ask(offline, projectId, 'Can you ship my order to Pune?');
    expect(next.text).toBe(deliveryQa.answer);
    expect((await offline.client.ListUnanswered({ project_id: projectId })).groups).toEqual([]);
  });
});
