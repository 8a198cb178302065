import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '@sitesage/testing';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { registerOwner, type Owner } from './owner.js';

// SECURITY E4 (mass assignment) across the whole API, on the real services: owner A calls every
// route that takes a body, on A's own things, with fields added that name tenant B (`owner`, `id`,
// `user_id`, `project_id`, `plan`, `status`, …) or carry odd types. Nothing of B may change, none of
// A's protected fields may change, and nothing may answer 500. The routes come from the gateway's
// own route table (its OpenAPI document); a body route this file does not know fails the test.

type Reply = { status: number; body: Record<string, unknown> };
type Tenant = Owner & { token: string; agentId: string; slug: string; setId: string; sourceId: string };

let site: FixtureSite;
let stack: LocalStack;
let a: Tenant;
let b: Tenant;

async function api(
  method: string,
  path: string,
  { token, body, form }: { token?: string; body?: unknown; form?: FormData } = {},
): Promise<Reply> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
    method,
    headers,
    ...(form ? { body: form } : body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = {};
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed as Record<string, unknown> };
}

async function signIn(owner: Owner): Promise<string> {
  const reply = await api('POST', 'auth/login', {
    body: { user_id: owner.userId, password: owner.password },
  });
  const token = (reply.body.token_info as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`could not sign in: ${JSON.stringify(reply)}`);
  return token;
}

/** An owner with one agent, one training set of links and one source in it. */
async function tenant(withAgent: boolean): Promise<Tenant> {
  const owner = await registerOwner(stack);
  const token = await signIn(owner);
  const made: Tenant = { ...owner, token, agentId: '', slug: '', setId: '', sourceId: '' };
  if (withAgent) await giveAgent(made);
  return made;
}

async function giveAgent(owner: Tenant): Promise<void> {
  const project = await api('POST', 'projects', { token: owner.token, body: { name: 'Harbour Tools' } });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  owner.agentId = String(project.body.id);
  owner.slug = String(project.body.project_id);
  await giveTrainingSet(owner);
}

async function giveTrainingSet(owner: Tenant): Promise<void> {
  const set = await api('POST', `knowledgebase/${owner.agentId}`, {
    token: owner.token,
    body: { title: 'Links', type: 'URL' },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(201);
  owner.setId = String(set.body.id);
  const added = await api('POST', `knowledgebase/${owner.setId}/resource`, {
    token: owner.token,
    body: [{ url: `${site.origin}/` }],
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  owner.sourceId = String((added.body.data as { id: string }[])[0]?.id);
  await settled(owner);
}

/** Waits until the owner's training set has finished (the worker changes it until then). */
async function settled(owner: Tenant): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const set = await api('GET', `knowledgebase/get/${owner.setId}`, { token: owner.token });
    if (set.body.status === 'COMPLETED' || set.body.status === 'FAILED') return;
    if (Date.now() > deadline) throw new Error(`training set still busy: ${JSON.stringify(set.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Everything of an owner another tenant could try to change, read as that owner. */
async function stateOf(owner: Tenant) {
  const read = async (path: string) => (await api('GET', path, { token: owner.token })).body;
  return {
    profile: await read('auth/current-user'),
    agents: await read('projects'),
    agent: await read(`projects/${owner.agentId}`),
    sets: await read(`knowledgebase/${owner.agentId}`),
    sources: await read(`knowledgebase/${owner.setId}/resource`),
    sessions: await read(`bot/sessions?project_id=${owner.agentId}`),
    // The plan as billing, its owner, holds it.
    account: await read('payment/subscriptions/current'),
  };
}

/** Fields naming tenant B, in the shapes a client might send them. */
const namingB = () => ({
  owner: { user_id: b.userId, plan: 'ENTERPRISE' },
  id: b.agentId,
  user_id: b.userId,
  project_id: b.agentId,
  knowledge_base_id: b.setId,
  kb_id: b.setId,
  resource_id: b.sourceId,
  plan: 'ENTERPRISE',
  status: 'inactive',
  account_type: 'admin',
  totalSessions: 1e9,
});
/** The same fields with types no schema expects. */
const oddTypes = () => ({
  owner: 'x',
  id: 7,
  user_id: ['x'],
  project_id: { $ne: 1 },
  knowledge_base_id: null,
  plan: {},
  status: 1,
});
const variants = [namingB, oddTypes];

/** The route's own body wins over the added fields: the attack is on fields the route does not take. */
const withExtras = (body: unknown, extras: Record<string, unknown>): unknown =>
  Array.isArray(body)
    ? body.map((item: Record<string, unknown>) => ({ ...extras, ...item }))
    : { ...extras, ...(body as Record<string, unknown>) };

type Case = {
  /** 'POST /projects/{id}', as the OpenAPI document names the route. */
  route: string;
  /** The path with A's ids, and a valid body; each run sends it once per variant of added fields. */
  path: () => string;
  body?: () => unknown;
  form?: (extras: Record<string, unknown>) => FormData;
  token?: 'none';
  /** Statuses that are the route's ordinary answers to this call (anything but 500 is never hidden). */
  expect?: number[];
};

let sessionId = '';
/** An id no record has: routes that name one answer not found, whatever the body adds. */
const unknownId = '00000000-0000-4000-8000-00000000abcd';
let newPassword = '';
let registrations = 0;

/** Forms carry the fields every variant names (an upload takes at most 10 form fields). */
const formFields = ['owner', 'id', 'user_id', 'project_id', 'plan', 'status', 'knowledge_base_id'];

function uploadForm(start: Record<string, string>, extras: Record<string, unknown>): FormData {
  const form = new FormData();
  const named = Object.entries(extras).filter(([name]) => formFields.includes(name));
  for (const [name, value] of Object.entries({ ...Object.fromEntries(named), ...start })) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.append(
    'files',
    new Blob(['Returns are accepted within 60 days.'], { type: 'text/plain' }),
    'returns.txt',
  );
  return form;
}

// In the order they run: the agent is created first, the password changed and the token revoked last.
const cases: Case[] = [
  {
    route: 'POST /projects',
    path: () => 'projects',
    body: () => ({ name: 'Harbour Tools' }),
    expect: [201, 403],
  },
  {
    route: 'POST /projects/{id}/create-magic-ui',
    path: () => `projects/${a.agentId}/create-magic-ui`,
    body: () => ({ url: site.origin }),
    expect: [200, 400],
  },
  {
    route: 'PUT /projects/{id}',
    path: () => `projects/${a.agentId}`,
    body: () => ({ name: 'Renamed by A' }),
  },
  {
    route: 'POST /knowledgebase/{project_id}',
    path: () => `knowledgebase/${a.agentId}`,
    // The spec's client repeats the path's project here: a declared field, so it is part of the call.
    body: () => ({ project_id: a.agentId, title: 'More links', type: 'URL' }),
    expect: [201, 403],
  },
  {
    route: 'PUT /knowledgebase/{id}',
    path: () => `knowledgebase/${a.setId}`,
    body: () => ({ title: 'Renamed' }),
  },
  {
    route: 'POST /knowledgebase/{kb_id}/resource',
    path: () => `knowledgebase/${a.setId}/resource`,
    body: () => [{ url: `${site.origin}/?page=2` }],
    expect: [201],
  },
  {
    route: 'PUT /knowledgebase/{kb_id}/resource/{resource_id}',
    path: () => `knowledgebase/${a.setId}/resource/${a.sourceId}`,
    body: () => ({ url: `${site.origin}/?page=3` }),
  },
  {
    route: 'POST /knowledgebase/{kb_id}/resource/{resource_id}/retry',
    path: () => `knowledgebase/${a.setId}/resource/${a.sourceId}/retry`,
    body: () => ({}),
    expect: [200, 409],
  },
  {
    route: 'POST /knowledgebase/{id}/retry-failed',
    path: () => `knowledgebase/${a.setId}/retry-failed`,
    body: () => ({}),
    expect: [200, 409],
  },
  {
    route: 'POST /knowledgebase/{id}/retrain',
    path: () => `knowledgebase/${a.setId}/retrain`,
    body: () => ({}),
    expect: [200, 409],
  },
  {
    route: 'POST /knowledgebase/{id}/sync',
    path: () => `knowledgebase/${a.setId}/sync`,
    body: () => ({}),
    // A set of links has no site to re-sync with.
    expect: [200, 409],
  },
  {
    route: 'POST /knowledgebase/{kb_id}/qa',
    path: () => `knowledgebase/${a.setId}/qa`,
    body: () => ({ question: 'Do you ship abroad?', answer: 'Yes, to 40 countries.' }),
    // The set holds links, not questions and answers.
    expect: [400, 409],
  },
  {
    route: 'PUT /knowledgebase/{kb_id}/qa/{qa_id}',
    path: () => `knowledgebase/${a.setId}/qa/${unknownId}`,
    body: () => ({ question: 'Do you ship abroad?', answer: 'Yes.' }),
    expect: [400, 404, 409],
  },
  {
    route: 'POST /knowledgebase/{kb_id}/qa/import',
    path: () => `knowledgebase/${a.setId}/qa/import`,
    body: () => ({ csv: 'question,answer\nDo you ship abroad?,Yes.\n' }),
    expect: [400, 409],
  },
  {
    route: 'POST /projects/{id}/keep',
    path: () => `projects/${a.agentId}/keep`,
    body: () => ({}),
    expect: [200, 409],
  },
  {
    route: 'POST /projects/{id}/unanswered/{group_id}/dismiss',
    path: () => `projects/${a.agentId}/unanswered/${unknownId}/dismiss`,
    body: () => ({}),
    expect: [200, 404],
  },
  // This stack has no Meta app, and A is on Free: connecting is refused either way.
  {
    route: 'POST /integrations/whatsapp/connect',
    path: () => 'integrations/whatsapp/connect',
    body: () => ({ project_id: a.agentId }),
    expect: [402, 409],
  },
  {
    route: 'POST /integrations/whatsapp/callback',
    path: () => 'integrations/whatsapp/callback',
    body: () => ({ project_id: a.agentId, code: 'AQ-mass', state: 'x'.repeat(43) }),
    expect: [400, 402, 409],
  },
  {
    route: 'PUT /integrations/{id}/update-whatsapp-phone',
    path: () => `integrations/${unknownId}/update-whatsapp-phone`,
    body: () => ({ id: '4000000001' }),
    expect: [400, 402, 404, 409],
  },
  {
    route: 'POST /integrations/whatsapp/webhook',
    path: () => 'integrations/whatsapp/webhook',
    token: 'none',
    body: () => ({ object: 'whatsapp_business_account', entry: [] }),
    // Unsigned: nothing is taken (403), or no Meta app to take it for (409).
    expect: [400, 403, 409],
  },
  {
    route: 'POST /knowledgebase/{kb_id}/resource/files',
    path: () => `knowledgebase/${a.setId}/resource/files`,
    form: (extras) => uploadForm({ parentId: a.setId }, extras),
    expect: [201],
  },
  {
    route: 'POST /knowledgebase/upload',
    path: () => 'knowledgebase/upload',
    form: (extras) => uploadForm({ project_id: a.agentId }, extras),
    expect: [201, 403],
  },
  {
    route: 'POST /sessions',
    path: () => 'sessions',
    body: () => ({ project_id: a.slug, name: 'Asha' }),
    token: 'none',
    expect: [201],
  },
  {
    route: 'POST /bot/message',
    path: () => 'bot/message',
    body: () => ({ project_id: a.slug, session_id: sessionId, prompt: 'Do you ship abroad?' }),
    token: 'none',
  },
  {
    route: 'POST /bot/stream-message',
    path: () => 'bot/stream-message',
    body: () => ({ project_id: a.slug, session_id: sessionId, prompt: 'And returns?' }),
    token: 'none',
  },
  {
    route: 'POST /bot/send-bot-message',
    path: () => 'bot/send-bot-message',
    body: () => ({ project_id: a.slug, session_id: sessionId, message: 'Thanks!' }),
    token: 'none',
  },
  {
    route: 'POST /bot/sessions/{session_id}/takeover',
    path: () => `bot/sessions/${sessionId}/takeover?project_id=${a.agentId}`,
    body: () => ({}),
    expect: [200, 402],
  },
  {
    route: 'POST /bot/sessions/{session_id}/owner-messages',
    path: () => `bot/sessions/${sessionId}/owner-messages?project_id=${a.agentId}`,
    body: () => ({ message: 'Hello, this is Ravi from the shop.' }),
    expect: [200, 402, 409],
  },
  {
    route: 'POST /bot/sessions/{session_id}/hand-back',
    path: () => `bot/sessions/${sessionId}/hand-back?project_id=${a.agentId}`,
    body: () => ({}),
    expect: [200, 402],
  },
  {
    route: 'POST /support/messages',
    path: () => 'support/messages',
    body: () => ({ name: 'Ravi', email: 'ravi@example.test', message: 'Hello' }),
    token: 'none',
    expect: [201],
  },
  {
    route: 'PUT /auth/current-user',
    path: () => 'auth/current-user',
    body: () => ({ full_name: 'Ravi M', notifications: { new_lead: false } }),
  },
  {
    route: 'POST /auth/register',
    path: () => 'auth/register',
    body: () => {
      registrations += 1;
      const stamp = `${String(Date.now()).slice(-6)}${String(registrations)}`.padStart(8, '0');
      return {
        full_name: 'Mira Shah',
        email: `mira-${stamp}@example.test`,
        phone: `+9198${stamp}`,
        password: 'amber-lantern-harbour-7',
      };
    },
    token: 'none',
    expect: [201],
  },
  {
    route: 'POST /auth/resend-otp',
    path: () => 'auth/resend-otp',
    body: () => ({ user_id: a.userId }),
    token: 'none',
    expect: [200, 400, 429],
  },
  {
    route: 'POST /auth/verify-otp',
    path: () => 'auth/verify-otp',
    body: () => ({ user_id: a.userId, otp: '0000' }),
    token: 'none',
    expect: [400, 401, 429],
  },
  {
    route: 'POST /auth/forgot-password',
    path: () => 'auth/forgot-password',
    body: () => ({ user_id: a.userId }),
    token: 'none',
    expect: [200, 429],
  },
  {
    route: 'POST /auth/reset-password',
    path: () => 'auth/reset-password',
    // A wrong code: the password stays as it is (a later step signs in with it).
    body: () => ({ user_id: a.userId, otp: '0000', new_password: 'copper-kettle-meadow-9' }),
    token: 'none',
    expect: [400, 401, 429],
  },
  {
    route: 'POST /auth/login',
    path: () => 'auth/login',
    body: () => ({ user_id: a.userId, password: a.password }),
    token: 'none',
  },
  {
    route: 'POST /auth/change-password',
    path: () => 'auth/change-password',
    body: () => {
      newPassword = `${a.password}-x`;
      return { current_password: a.password, new_password: newPassword };
    },
  },
  // This stack has no Razorpay keys: buying answers 409, and there is no subscription to verify
  // or cancel. What matters here is that no added field moves a plan, of A or of B.
  {
    route: 'POST /payment/subscriptions/subscription',
    path: () => 'payment/subscriptions/subscription?plan_type=BASIC&billing_cycle=MONTHLY',
    body: () => ({}),
    expect: [400, 409],
  },
  {
    route: 'POST /payment/subscriptions/verify-payment',
    path: () => 'payment/subscriptions/verify-payment',
    body: () => ({
      razorpay_payment_id: 'pay_mass',
      razorpay_subscription_id: 'sub_mass',
      razorpay_signature: '0'.repeat(64),
    }),
    expect: [400, 404, 409],
  },
  {
    route: 'PUT /payment/subscriptions/cancel',
    path: () => 'payment/subscriptions/cancel',
    body: () => ({}),
    expect: [400, 404, 409],
  },
  {
    route: 'POST /payment/webhooks/razorpay',
    path: () => 'payment/webhooks/razorpay',
    token: 'none',
    body: () => ({ event: 'subscription.activated', payload: {} }),
    // Without a webhook secret nothing is taken at all (409); with one, an unsigned body is a 400.
    expect: [400, 409],
  },
  { route: 'POST /auth/logout', path: () => 'auth/logout', body: () => ({}), expect: [204] },
];

/** Every route of the gateway that takes a request body, from its own OpenAPI document. */
async function bodyRoutes(): Promise<string[]> {
  const response = await fetch(`${stack.baseUrl}/api/docs/json`);
  const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['post', 'put', 'patch'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

beforeAll(async () => {
  site = await startFixtureSite({ pages: 12 });
  stack = await startLocalStack({
    CRAWL_ALLOW_HOSTS: site.host,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    CHAT_VISITOR_MESSAGES_PER_MINUTE: '10000',
    CHAT_PROJECT_MESSAGES_PER_MINUTE: '10000',
  });
  [a, b] = await Promise.all([tenant(false), tenant(true)]);
}, 180_000);

afterAll(async () => {
  await stack.stop();
  await site.close();
});

describe('fields a body route does not take (SECURITY E4)', () => {
  it('are known for every body route in the route table', async () => {
    expect((await bodyRoutes()).sort()).toEqual(cases.map((c) => c.route).sort());
  });

  it("change nothing of another tenant nor the caller's protected fields, and never answer 500", async () => {
    const before = await stateOf(b);
    const answers: string[] = [];
    let aBefore: Awaited<ReturnType<typeof stateOf>> | undefined;

    for (const step of cases) {
      for (const variant of variants) {
        const extras = variant();
        const token = step.token === 'none' ? undefined : a.token;
        const reply = step.form
          ? await api('POST', step.path(), { token, form: step.form(extras) })
          : await api(step.route.split(' ')[0] ?? 'POST', step.path(), {
              token,
              body: withExtras(step.body?.() ?? {}, extras),
            });
        answers.push(`${step.route} ${variant.name}: ${String(reply.status)}`);
        expect(reply.status, `${step.route} (${variant.name}): ${JSON.stringify(reply.body)}`).not.toBe(500);
        expect(
          step.expect ?? [200],
          `${step.route} (${variant.name}): ${JSON.stringify(reply.body)}`,
        ).toContain(reply.status);

        if (step.route === 'POST /projects' && a.agentId === '') {
          // The body named B as the owner: the agent is A's all the same, and B does not see it.
          a.agentId = String(reply.body.id);
          a.slug = String(reply.body.project_id);
          await giveTrainingSet(a);
          aBefore = await stateOf(a);
        }
        if (step.route === 'POST /sessions') sessionId = String(reply.body.id);
        if (step.route === 'POST /auth/change-password') {
          a.password = newPassword;
          a.token = (reply.body.token_info as { token: string }).token;
        }
        if (step.route === 'POST /auth/logout') a.token = await signIn(a);
      }
    }

    const after = await stateOf(b);
    expect(after).toEqual(before);

    const aAfter = await stateOf(a);
    const protectedProfile = (state: typeof aAfter) => {
      const { user_id, plan, account_type, billing_cycle, email, phone } = state.profile;
      return { user_id, plan, account_type, billing_cycle, email, phone };
    };
    expect(protectedProfile(aAfter)).toEqual(protectedProfile(aBefore!));
    expect(aAfter.profile).toMatchObject({ plan: 'FREE', user_id: a.userId });
    expect(aAfter.account).toMatchObject({ plan: 'FREE', account_type: 'FREE', subscription: null });
    const protectedAgent = (state: typeof aAfter) => {
      const { id, project_id, status, created_at } = state.agent;
      return { id, project_id, status, created_at };
    };
    expect(protectedAgent(aAfter)).toEqual(protectedAgent(aBefore!));
    expect(aAfter.agent).toMatchObject({ status: 'active', name: 'Renamed by A' });
    // A still has exactly one agent (the FREE plan's limit held, whatever `plan` the bodies said).
    expect(aAfter.agents).toMatchObject({ total: 1 });
    // Every upload landed in A's own sets; A's sessions hold the visitor's turns.
    expect((aAfter.sessions as { total: number }).total).toBeGreaterThan(0);
    expect(answers).toHaveLength(cases.length * variants.length);
  });
});

describe('a NUL character in text (the database cannot store one)', () => {
  it('is a 400 naming the field, and nothing is stored', async () => {
    const token = a.token;
    const sessionsBefore = await api('GET', `bot/sessions?project_id=${a.agentId}`, { token });
    const setsBefore = await api('GET', `knowledgebase/${a.agentId}`, { token });
    const smsBefore = stack.outbox().length;

    const refusals: [string, Reply][] = [
      [
        'prompt',
        await api('POST', 'bot/message', {
          body: { project_id: a.slug, session_id: '', prompt: 'Hi\u0000' },
        }),
      ],
      [
        'title',
        await api('POST', `knowledgebase/${a.agentId}`, {
          token,
          body: { title: 'Docs\u0000', type: 'URL' },
        }),
      ],
      ['search', await api('GET', 'projects?search=harbour%00', { token })],
      [
        'full_name',
        await api('POST', 'auth/register', {
          body: {
            full_name: 'Mira\u0000Shah',
            email: 'mira-nul@example.test',
            phone: '+919812300001',
            password: 'amber-lantern-harbour-7',
          },
        }),
      ],
    ];
    for (const [field, reply] of refusals) {
      expect(reply.status, field).toBe(400);
      expect(reply.body, field).toMatchObject({ code: 'INVALID_ARGUMENT', field });
      expect(String(reply.body.detail), field).toContain(field);
    }

    expect((await api('GET', `bot/sessions?project_id=${a.agentId}`, { token })).body).toEqual(
      sessionsBefore.body,
    );
    expect((await api('GET', `knowledgebase/${a.agentId}`, { token })).body).toEqual(setsBefore.body);
    expect(stack.outbox()).toHaveLength(smsBefore);
  });
});
