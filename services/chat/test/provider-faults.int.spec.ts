import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import { startFakeLlmServer, type FakeLlmServer } from '@sitesage/testing';
import { startChatHarness, type ChatHarness } from './harness.js';

// The chat service with a language model configured, against a local server speaking OpenAI's
// streaming protocol: what the visitor sees and what is stored when the provider misbehaves
// (SECURITY J1–J7, F7). The generator's own retry and breaker rules have their tests next to it.

let h: ChatHarness;
let llm: FakeLlmServer;

beforeAll(async () => {
  llm = await startFakeLlmServer({ tokenDelayMs: 5 });
  h = await startChatHarness({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'test-model',
    LLM_FIRST_TOKEN_TIMEOUT_MS: '1500',
    LLM_IDLE_TIMEOUT_MS: '1000',
    LLM_RETRY_BASE_DELAY_MS: '10',
    // High enough that these tests never open the circuit between them.
    LLM_BREAKER_FAILURE_THRESHOLD: '50',
  });
});

afterAll(async () => {
  await h.stop();
  await llm.close();
});

let projectId = '';
beforeEach(() => {
  projectId = `project-${randomUUID()}`;
  h.knowledge.set(projectId, [
    {
      url: 'https://shop.test/hours',
      title: 'Opening hours',
      content: 'The shop opens at 9 am and closes at 6 pm from Monday to Saturday.',
    },
  ]);
  llm.setMode({ kind: 'answer' });
});

function ask(prompt: string) {
  return h.client.Ask({
    project_id: projectId,
    session_id: '',
    prompt,
    bot: { name: 'Sage', site_name: 'shop.test', description: '' },
    owner_id: `owner-${projectId}`,
    plan: 'PRO',
    visitor_key: randomUUID(),
    visitor: {},
    details_required: false,
  });
}

async function collect(events: AsyncIterable<AnswerEvent__Output>) {
  const seen: AnswerEvent__Output[] = [];
  for await (const event of events) seen.push(event);
  return {
    text: seen
      .filter((e) => e.event === 'token')
      .map((e) => e.token)
      .join(''),
    sessionId: seen.find((e) => e.event === 'session_id')?.session_id ?? '',
    error: seen.find((e) => e.event === 'error')?.error,
    done: seen.find((e) => e.event === 'done')?.done,
    sources: seen.find((e) => e.event === 'sources')?.sources?.sources,
  };
}

const stored = async (sessionId: string) =>
  (await h.client.ListMessages({ project_id: projectId, session_id: sessionId })).messages.map((m) => ({
    role: m.role,
    status: m.status,
    content: m.content,
  }));

describe('answers written by a model', () => {
  it('streams the reply, grounded in the passages and citing the page it used', async () => {
    const reply = await collect(ask('What are the shop opening hours?'));
    expect(reply.text).toContain('Our shop opens at 9 am');
    expect(reply.sources).toEqual([{ url: 'https://shop.test/hours', title: 'Opening hours', kind: '' }]);
    expect(llm.requests.at(-1)?.promptText).toContain('closes at 6 pm from Monday to Saturday');
    expect(await stored(reply.sessionId)).toEqual([
      { role: 'assistant', status: 'complete', content: reply.text },
      { role: 'user', status: 'complete', content: 'What are the shop opening hours?' },
    ]);
  });

  it('retries a 429 before the first token and still answers normally (J1)', async () => {
    llm.setMode({ kind: 'rate-limit-once', retryAfterMs: 50 });
    const before = llm.requests.length;
    const reply = await collect(ask('What are the shop opening hours?'));
    expect(reply.done?.response).toContain('Our shop opens at 9 am');
    expect(llm.requests.length - before).toBeLessThanOrEqual(3);
  });

  it('keeps what the visitor saw when the stream is cut, stored once as incomplete, never retried (J4)', async () => {
    llm.setMode({ kind: 'cut-after', tokens: 4 });
    const before = llm.requests.length;
    const reply = await collect(ask('What are the shop opening hours?'));
    expect(reply.text.length).toBeGreaterThan(0);
    expect(reply.error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(reply.done).toBeUndefined();
    expect(llm.requests.length - before).toBe(1);
    expect(await stored(reply.sessionId)).toEqual([
      { role: 'assistant', status: 'incomplete', content: reply.text },
      { role: 'user', status: 'complete', content: 'What are the shop opening hours?' },
    ]);
  });

  it('gives up on a provider that never answers at the first-token budget, keeping the question (J3)', async () => {
    llm.setMode({ kind: 'hang' });
    const reply = await collect(ask('What are the shop opening hours?'));
    expect(reply.text).toBe('');
    expect(reply.error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await stored(reply.sessionId)).toEqual([
      { role: 'user', status: 'complete', content: 'What are the shop opening hours?' },
    ]);
  });

  it('fails a malformed stream cleanly (J6)', async () => {
    llm.setMode({ kind: 'malformed', tokens: 2 });
    const reply = await collect(ask('What are the shop opening hours?'));
    expect(reply.error).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('stops the model request when the visitor goes away mid-reply (F7)', async () => {
    llm.setMode({ kind: 'slow', tokenDelayMs: 200 });
    const index = llm.requests.length;
    for await (const event of ask('What are the shop opening hours?')) {
      // The first piece of the reply arrived: the visitor closes the chat (the call is cancelled).
      if (event.event === 'token') break;
    }
    const request = await llm.whenClosed(index);
    expect(request.closedEarly).toBe(true);
  });

  it("searches with the question translated into the site's language, and answers in the visitor's", async () => {
    h.knowledge.set(projectId, [
      {
        url: 'https://shop.test/plans',
        title: 'Plans',
        content: 'The Pro plan includes priority support by email and phone.',
      },
    ]);
    llm.setMode({ kind: 'answer', reply: 'Does the Pro plan include priority support?' });
    const before = { searches: h.searches.length, requests: llm.requests.length };

    const reply = await collect(ask('¿El plan Pro incluye soporte prioritario?'));

    const searched = h.searches.slice(before.searches).map((search) => search.query);
    expect(searched).toEqual([
      '¿El plan Pro incluye soporte prioritario?',
      'Does the Pro plan include priority support?',
    ]);
    const [translation, answer] = llm.requests.slice(before.requests);
    expect(translation?.stream).toBe(false);
    expect(answer?.stream).toBe(true);
    expect(answer?.promptText).toContain('Spanish');
    expect(answer?.promptText).toContain('priority support by email and phone');
    expect(reply.done).toBeDefined();
  });

  it('makes no translation call when the visitor writes in the language of the site', async () => {
    const before = { searches: h.searches.length, requests: llm.requests.length };
    await collect(ask('What are the shop opening hours?'));
    expect(h.searches.length - before.searches).toBe(1);
    expect(llm.requests.slice(before.requests).map((request) => request.stream)).toEqual([true]);
  });

  it('never asks the model when nothing in the knowledge matches', async () => {
    h.knowledge.set(projectId, []);
    const before = llm.requests.length;
    const reply = await collect(ask('Do you sell garden furniture?'));
    expect(reply.text).toBe("I couldn't find anything about that in this site's content.");
    expect(llm.requests.length).toBe(before);
  });
});
