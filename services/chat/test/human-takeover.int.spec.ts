import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import { contactRequestJobId, contactRequestMailQueue, createRedis } from '@sitesage/queue';
import { textOnlyReply } from '../src/domain/answering/non-text-message.js';
import type { ContactRequestProducer } from '../src/domain/takeover/contact-request-outbox.js';
import { failure, startChatHarness, type ChatHarness } from './harness.js';

// Human takeover: an owner pauses the agent in one conversation, answers in person (each message
// stored with its author), the visitor's chat hears it through WatchSession, and hand back resumes
// the agent. Requests for a person are listed first and counted for the admin shell's badge.

let h: ChatHarness;
let queueRedis: Redis;
let mailQueue: Queue;
// What handing a contact request to auth's queue does, switched by the tests below.
let handOver: 'works' | 'redis-away' | 'crash-after-add' = 'works';

beforeAll(async () => {
  h = await startChatHarness(
    {},
    {
      wrapContactRequestProducer: (producer: ContactRequestProducer): ContactRequestProducer => ({
        async add(data, options) {
          if (handOver === 'redis-away') throw new Error('Redis is away');
          await producer.add(data, options);
          if (handOver === 'crash-after-add') throw new Error('the process died before clearing the request');
        },
      }),
    },
  );
  queueRedis = createRedis(h.redisUrl, 'worker');
  mailQueue = new Queue(contactRequestMailQueue.name, { connection: queueRedis });
});

afterAll(async () => {
  await mailQueue.close();
  queueRedis.disconnect();
  await h.stop();
});

/** The person requests handed to auth for e-mail, for one conversation, with their job ids. */
async function announcedJobs(sessionId: string) {
  const jobs = await mailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  return jobs
    .map((job) => ({ id: job.id, request: contactRequestMailQueue.payload.parse(job.data) }))
    .filter((job) => job.request.sessionId === sessionId);
}

/** The person requests handed to auth for e-mail once the relay has run. */
async function announced(sessionId: string) {
  await h.ownerMailRelay.relayPending();
  return (await announcedJobs(sessionId)).map((job) => job.request);
}

/** The request whose e-mail still waits in the conversation's row (the outbox). */
async function due(sessionId: string) {
  const row = await h.db
    .selectFrom('chat.sessions')
    .select('contact_request_due_at')
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return row.contact_request_due_at;
}

const newProject = () => {
  const projectId = `project-${randomUUID()}`;
  h.knowledge.set(projectId, [
    {
      url: 'https://shop.test/shipping',
      title: 'Shipping',
      content: 'We ship to every city in India. Delivery takes 3 to 5 business days.',
    },
  ]);
  return projectId;
};

const owner = { owner_id: 'owner-1', owner_name: 'Asha Rao' };

async function ask(projectId: string, prompt: string, sessionId = '', messageType = '') {
  const seen: AnswerEvent__Output[] = [];
  for await (const event of h.client.Ask({
    project_id: projectId,
    session_id: sessionId,
    prompt,
    bot: { name: 'Sage', site_name: 'shop.test', description: '', contact_email: '', contact_whatsapp: '' },
    owner_id: `owner-of-${projectId}`,
    plan: 'PRO',
    visitor_key: `visitor-${randomUUID()}`,
    visitor: { user_agent: 'Mozilla/5.0 test', language: 'en-IN' },
    details_required: false,
    message_type: messageType,
  })) {
    seen.push(event);
  }
  const done = seen.find((event) => event.event === 'done')?.done;
  return {
    text: seen.map((event) => (event.event === 'token' ? (event.token ?? '') : '')).join(''),
    sessionId: done?.session_id ?? '',
    takenOver: done?.taken_over ?? false,
  };
}

async function history(projectId: string, sessionId: string) {
  const { messages } = await h.client.ListMessages({
    project_id: projectId,
    session_id: sessionId,
    offset: 0,
    limit: 50,
  });
  return messages.reverse().map((m) => ({ author: m.author, name: m.author_name, content: m.content }));
}

describe('taking a conversation over', () => {
  it('keeps the agent quiet while an owner holds the conversation, and answers again once handed back', async () => {
    const projectId = newProject();
    const first = await ask(projectId, 'How long does delivery take?');
    expect(first.text).toContain('3 to 5 business days');

    const taken = await h.client.SetTakeover({
      project_id: projectId,
      session_id: first.sessionId,
      ...owner,
      take: true,
    });
    expect(taken).toMatchObject({ taken_over: true, taken_over_by: 'Asha Rao' });

    const held = await ask(projectId, 'Do you ship to Pune?', first.sessionId);
    expect(held).toMatchObject({ text: '', takenOver: true });
    // A chat process started afterwards (a restart) reads the same pause from the database.
    const restarted = h.startAnotherContainer();
    const events = [];
    for await (const event of restarted.services.answering.ask(
      {
        projectId,
        sessionId: first.sessionId,
        prompt: 'Still there?',
        bot: { name: 'Sage', siteName: 'shop.test', description: '' },
        ownerId: `owner-of-${projectId}`,
        plan: 'PRO',
        visitorKey: 'visitor-restart',
        visitor: {},
        detailsRequired: false,
      },
      new AbortController().signal,
    )) {
      events.push(event);
    }
    expect(events.filter((event) => event.kind === 'token')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ kind: 'done', takenOver: true, response: '' });

    await h.client.AddOwnerMessage({
      project_id: projectId,
      session_id: first.sessionId,
      ...owner,
      content: 'Yes, Pune too — I am Asha from the shop.',
    });
    await h.client.SetTakeover({ project_id: projectId, session_id: first.sessionId, ...owner, take: false });
    const resumed = await ask(projectId, 'How long does delivery take?', first.sessionId);
    expect(resumed.text).toContain('3 to 5 business days');

    expect(await history(projectId, first.sessionId)).toEqual([
      { author: 'visitor', name: '', content: 'How long does delivery take?' },
      { author: 'agent', name: '', content: expect.stringContaining('3 to 5 business days') as string },
      { author: 'visitor', name: '', content: 'Do you ship to Pune?' },
      { author: 'visitor', name: '', content: 'Still there?' },
      { author: 'owner', name: 'Asha Rao', content: 'Yes, Pune too — I am Asha from the shop.' },
      { author: 'visitor', name: '', content: 'How long does delivery take?' },
      { author: 'agent', name: '', content: expect.stringContaining('3 to 5 business days') as string },
    ]);
  });

  it("wakes the visitor's waiting chat with the owner's message", async () => {
    const projectId = newProject();
    const { sessionId } = await ask(projectId, 'How long does delivery take?');
    await h.client.SetTakeover({ project_id: projectId, session_id: sessionId, ...owner, take: true });
    const waiting = h.client.WatchSession(
      { project_id: projectId, session_id: sessionId, after_message_id: '', wait_ms: 20_000 },
      { deadlineMs: 30_000 },
    );
    const sent = await h.client.AddOwnerMessage({
      project_id: projectId,
      session_id: sessionId,
      ...owner,
      content: 'Hello, Asha here.',
    });
    const news = await waiting;
    expect(news.taken_over).toBe(true);
    expect(news.messages.map((m) => [m.id, m.author, m.author_name, m.content])).toEqual([
      [sent.id, 'owner', 'Asha Rao', 'Hello, Asha here.'],
    ]);
    // Asking after what it has seen, the chat gets nothing old again.
    const after = await h.client.WatchSession({
      project_id: projectId,
      session_id: sessionId,
      after_message_id: sent.id,
      wait_ms: 0,
    });
    expect(after.messages).toEqual([]);
  });

  it("answers NOT_FOUND for another agent's conversation, whoever asks", async () => {
    const projectId = newProject();
    const { sessionId } = await ask(projectId, 'How long does delivery take?');
    const other = newProject();
    // One call at a time: a call started early could fail before it is awaited (an unhandled rejection).
    for (const call of [
      () => h.client.SetTakeover({ project_id: other, session_id: sessionId, ...owner, take: true }),
      () => h.client.AddOwnerMessage({ project_id: other, session_id: sessionId, ...owner, content: 'Hi' }),
      () =>
        h.client.WatchSession({ project_id: other, session_id: sessionId, after_message_id: '', wait_ms: 0 }),
    ]) {
      expect((await failure(call())).code).toBe('NOT_FOUND');
    }
    expect(await history(projectId, sessionId)).toHaveLength(2);
    expect((await h.client.GetSession({ project_id: projectId, session_id: sessionId })).taken_over).toBe(
      false,
    );
  });

  it('refuses an empty owner message, naming the field', async () => {
    const projectId = newProject();
    const { sessionId } = await ask(projectId, 'How long does delivery take?');
    expect(
      await failure(
        h.client.AddOwnerMessage({ project_id: projectId, session_id: sessionId, ...owner, content: '   ' }),
      ),
    ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'message' });
  });
});

describe('visitors asking for a person', () => {
  it('lists their conversations first and counts them until an owner steps in', async () => {
    const projectId = newProject();
    const asked = await ask(projectId, 'Can I talk to a human please?');
    const later = await ask(projectId, 'How long does delivery take?');
    expect(later.sessionId).not.toBe(asked.sessionId);

    const list = await h.client.ListSessions({ project_id: projectId, offset: 0, limit: 10, filter: '' });
    expect(list.data.map((s) => [s.id, s.person_waiting])).toEqual([
      [asked.sessionId, true],
      [later.sessionId, false],
    ]);
    expect((await h.client.CountWaitingForPerson({ project_ids: [projectId] })).conversations).toBe(1);
    expect((await h.client.CountWaitingForPerson({ project_ids: [newProject()] })).conversations).toBe(0);

    await h.client.AddOwnerMessage({
      project_id: projectId,
      session_id: asked.sessionId,
      ...owner,
      content: 'Hi, I am here.',
    });
    expect((await h.client.CountWaitingForPerson({ project_ids: [projectId] })).conversations).toBe(0);
    const session = await h.client.GetSession({ project_id: projectId, session_id: asked.sessionId });
    expect(session.person_waiting).toBe(false);
    expect(session.last_visitor_message_at).not.toBe('');
  });

  it('hands each new wait for a person to auth for the owner’s e-mail once, not every time the visitor asks again', async () => {
    const projectId = newProject();
    const asked = await ask(projectId, 'Can I talk to a human please?');
    expect(await announced(asked.sessionId)).toEqual([
      {
        ownerId: `owner-of-${projectId}`,
        projectId,
        sessionId: asked.sessionId,
        requestedAt: expect.any(String) as string,
      },
    ]);
    await ask(projectId, 'Please, a real person!', asked.sessionId);
    expect(await announced(asked.sessionId)).toHaveLength(1);

    // The owner stepped in and left again: a new request is a new wait.
    await h.client.AddOwnerMessage({
      project_id: projectId,
      session_id: asked.sessionId,
      ...owner,
      content: 'Hi!',
    });
    await ask(projectId, 'Can I speak to someone else?', asked.sessionId);
    expect(await announced(asked.sessionId)).toHaveLength(2);
    // A question that does not ask for a person hands nothing over.
    const plain = await ask(projectId, 'How long does delivery take?');
    expect(await announced(plain.sessionId)).toEqual([]);
  });
});

describe("the owner's e-mail about a request for a person goes through the outbox", () => {
  it('is written with the request and handed to auth once, however often the relay runs', async () => {
    handOver = 'works';
    const projectId = newProject();
    const asked = await ask(projectId, 'Can I talk to a human please?');
    const requestedAt = await due(asked.sessionId);
    expect(requestedAt).toBeInstanceOf(Date);

    await Promise.all([
      h.ownerMailRelay.relayPending(),
      h.startAnotherContainer().ownerMailRelay.relayPending(),
    ]);
    await h.ownerMailRelay.relayPending();
    const request = {
      ownerId: `owner-of-${projectId}`,
      projectId,
      sessionId: asked.sessionId,
      requestedAt: requestedAt?.toISOString() ?? '',
    };
    expect(await announcedJobs(asked.sessionId)).toEqual([{ id: contactRequestJobId(request), request }]);
    expect(await due(asked.sessionId)).toBeNull();
  });

  it('waits in the conversation while Redis is away, and goes over on the next run', async () => {
    const projectId = newProject();
    handOver = 'redis-away';
    const asked = await ask(projectId, 'Can I talk to a human please?');
    await h.ownerMailRelay.relayPending();
    expect(await announcedJobs(asked.sessionId)).toEqual([]);
    expect(await due(asked.sessionId)).not.toBeNull();
    expect(h.logs.join('')).toContain('contact request not handed to the e-mail queue yet');

    handOver = 'works';
    expect(await announced(asked.sessionId)).toHaveLength(1);
    expect(await due(asked.sessionId)).toBeNull();
  });

  it('stays one job when a relay died after adding the job but before clearing the request', async () => {
    const projectId = newProject();
    const asked = await ask(projectId, 'Can I talk to a human please?');
    handOver = 'crash-after-add';
    await h.ownerMailRelay.relayPending();
    expect(await due(asked.sessionId)).not.toBeNull();

    handOver = 'works';
    expect(await announced(asked.sessionId)).toHaveLength(1);
    expect(await due(asked.sessionId)).toBeNull();
  });

  it('writes nothing to mail for a request made while an owner holds the conversation', async () => {
    handOver = 'works';
    const projectId = newProject();
    const first = await ask(projectId, 'How long does delivery take?');
    await h.client.SetTakeover({ project_id: projectId, session_id: first.sessionId, ...owner, take: true });
    await ask(projectId, 'Can I talk to a human please?', first.sessionId);
    expect(await due(first.sessionId)).toBeNull();
    expect(await announced(first.sessionId)).toEqual([]);
  });
});

describe('messages without text (a WhatsApp picture, a voice note)', () => {
  it('are kept in the conversation as "[image]" and answered with a request to type, and only kept while an owner holds it', async () => {
    const projectId = newProject();
    const first = await ask(projectId, '', '', 'image');
    expect(first.text).toBe(textOnlyReply);

    await h.client.SetTakeover({ project_id: projectId, session_id: first.sessionId, ...owner, take: true });
    const held = await ask(projectId, '', first.sessionId, 'audio');
    expect(held).toMatchObject({ text: '', takenOver: true });

    expect(await history(projectId, first.sessionId)).toEqual([
      { author: 'visitor', name: '', content: '[image]' },
      { author: 'agent', name: '', content: textOnlyReply },
      { author: 'visitor', name: '', content: '[audio]' },
    ]);
  });

  it('refuse a message type that is not one, naming the field', async () => {
    const projectId = newProject();
    for (const messageType of ['IMAGE', '[image]', 'a'.repeat(40), 'image<script>']) {
      const events = h.client.Ask({
        project_id: projectId,
        session_id: '',
        prompt: '',
        bot: { name: 'Sage', site_name: 'shop.test', description: '' },
        owner_id: `owner-of-${projectId}`,
        plan: 'PRO',
        visitor_key: `visitor-${randomUUID()}`,
        visitor: {},
        details_required: false,
        message_type: messageType,
      });
      expect(
        await failure(
          (async () => {
            for await (const _event of events) {
              // Refused before the first event.
            }
          })(),
        ),
      ).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'message_type' });
    }
  });
});
