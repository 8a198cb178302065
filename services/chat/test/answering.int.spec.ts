import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerEvent__Output } from '@sitesage/contracts';
import { createMessagesRepository } from '../src/db/messages.repository.js';
import { failure, startChatHarness, type ChatHarness } from './harness.js';

let h: ChatHarness;

beforeAll(async () => {
  h = await startChatHarness({ CHAT_VISITOR_MESSAGES_PER_MINUTE: '6' });
});

afterAll(async () => {
  await h.stop();
});

const newProject = () => `project-${randomUUID()}`;
const newVisitor = () => `visitor-${randomUUID()}`;

const shopPages = [
  {
    url: 'https://shop.test/plans',
    title: 'Plans',
    content:
      'The Pro plan includes unlimited agents and priority support. The Pro plan costs 9,999 rupees per month.',
  },
  {
    url: 'https://shop.test/shipping',
    title: 'Shipping',
    content: 'We ship to every city in India. Delivery takes 3 to 5 business days.',
  },
];

type AskOptions = {
  projectId: string;
  prompt: string;
  sessionId?: string;
  plan?: string;
  visitor?: string;
  contact?: { email: string; whatsapp: string };
};

function ask({
  projectId,
  prompt,
  sessionId = '',
  plan = 'PRO',
  visitor = newVisitor(),
  contact = { email: '', whatsapp: '' },
}: AskOptions) {
  return h.client.Ask({
    project_id: projectId,
    session_id: sessionId,
    prompt,
    bot: {
      name: 'Sage',
      site_name: 'shop.test',
      description: '',
      contact_email: contact.email,
      contact_whatsapp: contact.whatsapp,
    },
    owner_id: `owner-of-${projectId}`,
    plan,
    visitor_key: visitor,
    visitor: { user_agent: 'Mozilla/5.0 test', language: 'en-IN' },
    details_required: false,
  });
}

async function collect(events: AsyncIterable<AnswerEvent__Output>) {
  const seen: AnswerEvent__Output[] = [];
  for await (const event of events) seen.push(event);
  const text = seen
    .filter((event) => event.event === 'token')
    .map((event) => event.token)
    .join('');
  return {
    seen,
    text,
    sessionId: seen.find((event) => event.event === 'session_id')?.session_id ?? '',
    sources: seen.find((event) => event.event === 'sources')?.sources?.sources ?? [],
    done: seen.find((event) => event.event === 'done')?.done,
  };
}

describe('Ask with the built-in answerer', () => {
  it("creates the session on the first message and answers from the project's pages, citing them", async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const reply = await collect(ask({ projectId, prompt: 'How long does delivery take?' }));

    expect(reply.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(reply.text).toContain('3 to 5 business days');
    expect(reply.sources).toEqual([{ url: 'https://shop.test/shipping', title: 'Shipping', kind: '' }]);
    expect(reply.done).toMatchObject({ session_id: reply.sessionId, response: reply.text });
    expect(h.searches.at(-1)).toEqual({ project_id: projectId, query: 'How long does delivery take?' });

    // Both turns are stored, newest first, with the sources kept on the reply.
    const { messages } = await h.client.ListMessages({ project_id: projectId, session_id: reply.sessionId });
    expect(messages.map((m) => [m.role, m.status])).toEqual([
      ['assistant', 'complete'],
      ['user', 'complete'],
    ]);
    expect(messages[0]?.sources).toEqual(reply.sources);
    expect(messages[1]?.content).toBe('How long does delivery take?');
  });

  it('understands a follow-up through the earlier question kept on the server', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const first = await collect(ask({ projectId, prompt: 'What does the Pro plan include?' }));
    expect(first.text).toContain('unlimited agents');

    const followUp = await collect(
      ask({ projectId, sessionId: first.sessionId, prompt: 'and how much does it cost?' }),
    );
    expect(followUp.sessionId).toBe('');
    expect(followUp.text).toContain('9,999 rupees');
    expect(h.searches.at(-1)?.query).toContain('Pro plan');
  });

  it('says plainly when the pages hold no answer, with no sources', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const reply = await collect(ask({ projectId, prompt: 'Do you sell garden furniture?' }));
    expect(reply.text).toBe("I couldn't find anything about that in this site's content.");
    expect(reply.sources).toEqual([]);
  });

  it("answers from what a page says of itself at its top when that answers best, as the page's source", async () => {
    const projectId = newProject();
    const setup = 'https://shop.test/webhooks/setup';
    h.knowledge.set(projectId, [
      {
        url: setup,
        title: 'Webhook setup',
        content: 'Webhooks are available for teams only. Personal accounts cannot configure webhooks.',
        opening: true,
      },
      {
        url: setup,
        title: 'Webhook setup',
        content: 'To test a webhook on your account, open Team Settings and click the Test button.',
      },
      {
        url: 'https://shop.test/webhooks/events',
        title: 'Webhook events',
        content: 'Webhooks on your account are sent when a document is signed.',
      },
    ]);
    // As a model would judge it: the restriction answers best; the test steps are on the topic.
    h.meaning.score = (_query, text) =>
      text.includes('Personal accounts cannot') ? 0.78 : text.includes('Test button') ? 0.62 : 0.45;
    try {
      const reply = await collect(ask({ projectId, prompt: 'Can I get webhooks on my personal account?' }));
      expect(reply.text).toContain('Personal accounts cannot configure webhooks.');
      expect(reply.text).not.toContain('click the Test button');
      // The page it stands on is the first link (a page found nearly as close may follow it).
      expect(reply.sources[0]?.url).toBe(setup);
    } finally {
      h.meaning.score = undefined;
    }
  });

  it('answers about the one thing the question names from the passage that names it, not the page around the topic', async () => {
    const projectId = newProject();
    const requirements = 'https://shop.test/self-hosting/requirements';
    h.knowledge.set(projectId, [
      {
        url: 'https://shop.test/support',
        title: 'Can I self host? Support',
        content: 'Yes, you can self host with community support on Discord.',
      },
      { url: requirements, title: 'Database requirements', content: 'You cannot use MySQL or SQLite.' },
    ]);
    // As a model would judge it: the support sentence is about self-hosting, and more so once
    // "mysql" is left out of the question; the requirement answers the part about MySQL.
    h.meaning.score = (query, text) =>
      text.includes('community')
        ? query.includes('mysql')
          ? 0.64
          : 0.75
        : text.includes('MySQL')
          ? 0.54
          : 0.3;
    try {
      const reply = await collect(ask({ projectId, prompt: 'can i self host it with mysql?' }));
      expect(reply.text).toMatch(/^You cannot use MySQL or SQLite\./u);
      expect(reply.sources[0]?.url).toBe(requirements);
    } finally {
      h.meaning.score = undefined;
    }
  });

  it('declines a question whose one distinctive word the pages never use, though they speak of the rest', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, [
      {
        url: 'https://shop.test/sending',
        title: 'Sending documents',
        content: 'Click Send Document in the editor. Each recipient gets the signing link by email.',
      },
    ]);
    // As a model would judge it: the sending sentence is about sending a document, a little less
    // so once "by fax" is asked, and "fax" is a word the site never uses.
    h.meaning.score = (query, text) =>
      text.includes('Send Document') ? (query.includes('fax') ? 0.62 : 0.74) : 0.3;
    try {
      const byFax = await collect(ask({ projectId, prompt: 'Can I send a document by fax?' }));
      expect(byFax.text).toBe("I couldn't find anything about that in this site's content.");
      expect(byFax.sources).toEqual([]);
      // The same closeness for a word the page does use is an answer.
      const byEmail = await collect(ask({ projectId, prompt: 'Can I send a document by email?' }));
      expect(byEmail.text).toContain('Click Send Document in the editor.');
      expect(byEmail.sources.map((source) => source.url)).toEqual(['https://shop.test/sending']);
    } finally {
      h.meaning.score = undefined;
    }
  });

  it('says where to ask next when the pages hold no answer and the owner left a contact', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const contact = { email: 'help@shop.test', whatsapp: '+91 98005 51638' };
    const english = await collect(ask({ projectId, prompt: 'Do you sell garden furniture?', contact }));
    expect(english.text).toBe(
      "I couldn't find anything about that in this site's content. You can ask the team directly: " +
        'help@shop.test · WhatsApp +91 98005 51638 (https://wa.me/919800551638)',
    );
    expect(english.sources).toEqual([]);
    const spanish = await collect(
      ask({
        projectId,
        prompt: '¿Venden muebles de jardín para la terraza?',
        contact: { email: 'help@shop.test', whatsapp: '' },
      }),
    );
    expect(spanish.text).toBe(
      'No encontré nada sobre eso en el contenido de este sitio. Puede preguntar directamente al equipo: help@shop.test',
    );
  });

  it('answers a new topic right after another on its own, not from the earlier topic', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const first = await collect(ask({ projectId, prompt: 'What does the Pro plan include?' }));
    const next = await collect(
      ask({ projectId, sessionId: first.sessionId, prompt: 'Do you ship to Pune?' }),
    );
    expect(h.searches.at(-1)?.query).toBe('Do you ship to Pune?');
    expect(next.text).not.toContain('unlimited agents');
  });

  it("declines in the visitor's language when the pages hold no answer", async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const reply = await collect(ask({ projectId, prompt: '¿Venden muebles de jardín para la terraza?' }));
    expect(reply.text).toBe('No encontré nada sobre eso en el contenido de este sitio.');
    expect(reply.sources).toEqual([]);
  });

  it('keeps declining in the language of the conversation when a follow-up says too little to tell', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const italianDecline = 'Non ho trovato nulla al riguardo nei contenuti di questo sito.';
    const first = await collect(ask({ projectId, prompt: 'Vendete mobili da giardino per la terrazza?' }));
    expect(first.text).toBe(italianDecline);
    // "e" is Italian and Portuguese alike: alone, this reads as Portuguese.
    const followUp = await collect(
      ask({ projectId, sessionId: first.sessionId, prompt: 'e posso ordinarli dopo?' }),
    );
    expect(followUp.text).toBe(italianDecline);
  });

  it("answers a visitor writing in another language from the site's pages, searched in the site's words", async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, [
      ...shopPages.filter((page) => page.title !== 'Shipping'),
      {
        url: 'https://shop.test/shipping',
        title: 'Shipping',
        content: 'We pack every order within a day. Delivery to India takes 3 to 5 business days.',
      },
    ]);
    const before = h.searches.length;
    const reply = await collect(ask({ projectId, prompt: '¿Cuánto tarda la entrega en India?' }));
    const searched = h.searches.slice(before).map((search) => search.query);
    expect(searched[0]).toBe('¿Cuánto tarda la entrega en India?');
    // The second search is the question in English words, as the glossary renders it.
    expect(searched[1]).toMatch(/\bdelivery\b/);
    expect(reply.text).toContain('Este sitio está escrito en otro idioma');
    expect(reply.text).toContain('Delivery to India takes 3 to 5 business days.');
    expect(reply.sources.map((source) => source.url)).toEqual(['https://shop.test/shipping']);
  });

  it("never searches or answers from another project's knowledge", async () => {
    const mine = newProject();
    const other = newProject();
    h.knowledge.set(other, [
      { url: 'https://other.test/secret', title: 'Secret', content: 'CANARY-7F3E-A lives here.' },
    ]);
    const reply = await collect(ask({ projectId: mine, prompt: 'CANARY-7F3E-A' }));
    expect(reply.text).not.toContain('CANARY');
    expect(h.searches.filter((search) => search.project_id === other)).toEqual([]);
  });

  it("refuses another project's session id, storing nothing", async () => {
    const projectA = newProject();
    const projectB = newProject();
    h.knowledge.set(projectA, shopPages);
    const first = await collect(ask({ projectId: projectA, prompt: 'Do you ship to Pune?' }));
    const refused = await failure(
      collect(ask({ projectId: projectB, sessionId: first.sessionId, prompt: 'hello' })),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    const { messages } = await h.client.ListMessages({ project_id: projectA, session_id: first.sessionId });
    expect(messages).toHaveLength(2);
    expect(
      await failure(h.client.ListMessages({ project_id: projectB, session_id: first.sessionId })),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    // The history a reply draws on is read beside the question being stored, without the
    // service's session check: the read itself must keep to the project.
    const history = createMessagesRepository(h.db);
    const page = { offset: 0, limit: 10 };
    expect(await history.listMessages(projectB, first.sessionId, page)).toEqual([]);
    expect((await history.listMessages(projectA, first.sessionId, page)).map((m) => m.role)).toEqual([
      'assistant',
      'user',
    ]);
  });

  it('refuses empty and over-long messages before anything is stored or searched', async () => {
    const projectId = newProject();
    const searchesBefore = h.searches.length;
    expect(await failure(collect(ask({ projectId, prompt: '   ' })))).toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    expect(await failure(collect(ask({ projectId, prompt: 'x'.repeat(2001) })))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(h.searches.length).toBe(searchesBefore);
    expect((await h.client.ListSessions({ project_id: projectId })).total).toBe(0);
  });

  it("limits one visitor's messages per minute, telling them when to retry", async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const visitor = newVisitor();
    for (let i = 0; i < 6; i += 1)
      await collect(ask({ projectId, prompt: `Shipping question ${i}?`, visitor }));
    const refused = await failure(collect(ask({ projectId, prompt: 'One more?', visitor })));
    expect(refused).toMatchObject({ code: 'RATE_LIMITED' });
    // Another visitor of the same agent is not held back by the first one's budget.
    await expect(collect(ask({ projectId, prompt: 'Shipping to Goa?' }))).resolves.toMatchObject({
      done: expect.anything() as unknown,
    });
  });

  it("counts conversations against the owner's monthly quota, and keeps open conversations going", async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    // An owner without a plan has no conversations to spend: a new one is refused, nothing stored.
    expect(await failure(collect(ask({ projectId, prompt: 'Hello?', plan: 'NONE' })))).toMatchObject({
      code: 'PAYMENT_REQUIRED',
    });
    expect((await h.client.ListSessions({ project_id: projectId })).total).toBe(0);
  });
});

describe('sessions', () => {
  it('creates a session with the visitor details the agent asks for, and lists it for the owner', async () => {
    const projectId = newProject();
    const created = await h.client.CreateSession({
      project_id: projectId,
      source: 'embedded_widget',
      visitor: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210', city: 'Pune' },
      details_required: true,
    });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const page = await h.client.ListSessions({ project_id: projectId, limit: 10 });
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      name: 'Asha Rao',
      city: 'Pune',
      source: 'embedded_widget',
      escalate: false,
    });
  });

  it('refuses a session without the required details', async () => {
    const refused = await failure(
      h.client.CreateSession({
        project_id: newProject(),
        source: 'embedded_widget',
        visitor: {},
        details_required: true,
      }),
    );
    expect(refused).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'name' });
  });

  it('flags a conversation where the visitor asks for a person, with its intent', async () => {
    const projectId = newProject();
    h.knowledge.set(projectId, shopPages);
    const reply = await collect(ask({ projectId, prompt: 'I want a refund, let me talk to a real person' }));
    const page = await h.client.ListSessions({ project_id: projectId });
    expect(page.data[0]).toMatchObject({
      id: reply.sessionId,
      intent: 'complaint',
      escalate: true,
      message_count: 2,
    });
  });
});
