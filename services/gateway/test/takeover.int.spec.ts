import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@sitesage/errors';
import type {
  AuthServiceHandlers,
  ChatServiceHandlers,
  IntegrationsServiceHandlers,
  ProjectsServiceHandlers,
} from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import { startScriptedGateway, type ScriptedGateway } from './harness.js';

// Human takeover over HTTP: every owner route checks the agent is the caller's (another owner's
// is 404 and no service is asked to change anything), a WhatsApp conversation's reply goes through
// the integrations service (its 24-hour refusal reaches the owner in plain words), a widget's is
// stored by chat, and the visitor's long poll names the agent by its public id.

const slug = 'q2V1bW9yZS1zbHVnLXRlc3Q';
const internalId = '6f1c2a3e-0000-4000-8000-000000000001';
const widgetSession = 'WIDGETAAAAAAAAAAAAAAAA';
const whatsappSession = 'WHATSAPPAAAAAAAAAAAAAA';
const bearer = { authorization: 'Bearer owner.token.value' };
const intruder = { authorization: 'Bearer intruder.token.value' };
const windowClosed = "WhatsApp lets you reply freely only within 24 hours of the customer's last message.";

const calls: { method: string; request: Record<string, unknown> }[] = [];
const called = (method: string) => calls.filter((c) => c.method === method).map((c) => c.request);

const authScript: Partial<Implementation<AuthServiceHandlers>> = {
  Authenticate: async ({ token }) => {
    if (token === 'owner.token.value') return { user_id: 'OWNER001', plan: 'PRO' };
    if (token === 'intruder.token.value') return { user_id: 'OWNER002', plan: 'PRO' };
    throw new AppError('UNAUTHENTICATED', 'Invalid token');
  },
  GetCurrentUser: async ({ token }) => ({
    user_id: token === 'owner.token.value' ? 'OWNER001' : 'OWNER002',
    full_name: 'Asha Rao',
  }),
  GetPlan: async () => ({ plan: 'PRO' }),
};

const projectsScript: Partial<Implementation<ProjectsServiceHandlers>> = {
  GetProject: async ({ owner, id }) => {
    if (owner?.user_id !== 'OWNER001' || id !== internalId) throw AppError.notFound('Project not found');
    return { id };
  },
  ListProjectIds: async ({ owner }) => ({ ids: owner?.user_id === 'OWNER001' ? [internalId] : [] }),
  GetVisitorProject: async ({ project_id }) => {
    if (project_id !== slug) throw AppError.notFound('Project not found');
    return { id: internalId, project_id: slug, user_id: 'OWNER001', name: 'shop.test', status: 'active' };
  },
};

const session = (id: string, source: string, takenOver: boolean) => ({
  id,
  project_id: internalId,
  source,
  created_at: '2026-11-22T10:00:00.000Z',
  taken_over: takenOver,
  taken_over_by: takenOver ? 'Asha Rao' : '',
  last_visitor_message_at: '2026-11-22T10:00:00.000Z',
});

const chatScript: Partial<Implementation<ChatServiceHandlers>> = {
  GetSession: async (request) => {
    calls.push({ method: 'GetSession', request: request as never });
    return session(
      request.session_id,
      request.session_id === whatsappSession ? 'whatsapp' : 'embedded_widget',
      false,
    );
  },
  SetTakeover: async (request) => {
    calls.push({ method: 'SetTakeover', request: request as never });
    return session(request.session_id, 'embedded_widget', request.take);
  },
  AddOwnerMessage: async (request) => {
    calls.push({ method: 'AddOwnerMessage', request: request as never });
    return {
      id: '41',
      session_id: request.session_id,
      project_id: request.project_id,
      role: 'assistant',
      content: request.content,
      created_at: '2026-11-22T10:01:00.000Z',
      status: 'complete',
      author: 'owner',
      author_name: request.owner_name,
    };
  },
  CountWaitingForPerson: async (request) => {
    calls.push({ method: 'CountWaitingForPerson', request: request as never });
    return { conversations: request.project_ids.length === 0 ? 0 : 3 };
  },
  WatchSession: async (request) => {
    calls.push({ method: 'WatchSession', request: request as never });
    return {
      taken_over: true,
      taken_over_by: 'Asha Rao',
      messages: [
        {
          id: '41',
          session_id: request.session_id,
          project_id: request.project_id,
          role: 'assistant',
          content: 'Asha here, happy to help.',
          created_at: '2026-11-22T10:01:00.000Z',
          status: 'complete',
          author: 'owner',
          author_name: 'Asha Rao',
        },
      ],
    };
  },
};

const integrationsScript: Partial<Implementation<IntegrationsServiceHandlers>> = {
  SendOwnerReply: async (request) => {
    calls.push({ method: 'SendOwnerReply', request: request as never });
    if (request.content.includes('late')) throw new AppError('FAILED_PRECONDITION', windowClosed);
    return { message_id: '42', created_at: '2026-11-22T10:02:00.000Z' };
  },
};

let gateway: ScriptedGateway;
let app: FastifyInstance;

beforeAll(async () => {
  gateway = await startScriptedGateway({
    auth: authScript,
    projects: projectsScript,
    chat: chatScript,
    integrations: integrationsScript,
  });
  app = gateway.app;
});

afterAll(async () => {
  await gateway.stop();
});

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: payload ?? {},
  });

describe('taking a conversation over over HTTP', () => {
  it("answers 404 for another owner's agent on every owner route, and changes nothing", async () => {
    calls.length = 0;
    for (const path of ['takeover', 'hand-back', 'owner-messages']) {
      const url = `/api/v1/bot/sessions/${widgetSession}/${path}?project_id=${internalId}`;
      const response = await post(url, intruder, { message: 'Hi from elsewhere' });
      expect(response.statusCode, path).toBe(404);
      expect((await post(url, {}, { message: 'Hi' })).statusCode, path).toBe(401);
    }
    expect(calls).toEqual([]);
    const badge = await app.inject({
      method: 'GET',
      url: '/api/v1/bot/waiting-for-person',
      headers: intruder,
    });
    expect(badge.json()).toEqual({ conversations: 0 });
  });

  it('takes over and hands back with the owner named from their account', async () => {
    const taken = await post(
      `/api/v1/bot/sessions/${widgetSession}/takeover?project_id=${internalId}`,
      bearer,
    );
    expect(taken.json()).toMatchObject({ id: widgetSession, taken_over: true, taken_over_by: 'Asha Rao' });
    expect(called('SetTakeover').at(-1)).toMatchObject({
      project_id: internalId,
      session_id: widgetSession,
      owner_id: 'OWNER001',
      owner_name: 'Asha Rao',
      take: true,
    });
    const back = await post(
      `/api/v1/bot/sessions/${widgetSession}/hand-back?project_id=${internalId}`,
      bearer,
    );
    expect(back.json()).toMatchObject({ taken_over: false });
    expect(called('SetTakeover').at(-1)).toMatchObject({ take: false });
  });

  it('stores a widget reply in chat, and sends a WhatsApp reply through the integrations service', async () => {
    const widget = await post(
      `/api/v1/bot/sessions/${widgetSession}/owner-messages?project_id=${internalId}`,
      bearer,
      { message: 'Asha here.' },
    );
    expect(widget.json()).toMatchObject({ author: 'owner', author_name: 'Asha Rao', message: 'Asha here.' });
    const whatsapp = await post(
      `/api/v1/bot/sessions/${whatsappSession}/owner-messages?project_id=${internalId}`,
      bearer,
      { message: 'Asha on WhatsApp.' },
    );
    expect(whatsapp.json()).toMatchObject({ id: '42', author: 'owner', message: 'Asha on WhatsApp.' });
    expect(called('AddOwnerMessage').map((r) => r.session_id)).toEqual([widgetSession]);
    expect(called('SendOwnerReply').at(-1)).toMatchObject({
      owner: { user_id: 'OWNER001', plan: 'PRO' },
      project_id: internalId,
      session_id: whatsappSession,
      owner_name: 'Asha Rao',
      content: 'Asha on WhatsApp.',
    });
  });

  it('tells the owner in plain words why a WhatsApp reply outside the 24-hour window is refused', async () => {
    const late = await post(
      `/api/v1/bot/sessions/${whatsappSession}/owner-messages?project_id=${internalId}`,
      bearer,
      { message: 'Sorry for the late reply' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: windowClosed, code: 'FAILED_PRECONDITION' });
  });

  it('answers 400 naming message when the body has none', async () => {
    const response = await post(
      `/api/v1/bot/sessions/${widgetSession}/owner-messages?project_id=${internalId}`,
      bearer,
      {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('message');
  });

  it("counts the owner's conversations waiting for a person across their agents", async () => {
    const badge = await app.inject({ method: 'GET', url: '/api/v1/bot/waiting-for-person', headers: bearer });
    expect(badge.json()).toEqual({ conversations: 3 });
    expect(called('CountWaitingForPerson').at(-1)).toEqual({ project_ids: [internalId] });
  });
});

describe("the visitor's chat waiting for an owner", () => {
  it('names the agent by its public id and gets the owner messages with their author', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/live?project_id=${slug}&session_id=${widgetSession}&after=40`,
    });
    expect(response.json()).toMatchObject({
      taken_over: true,
      taken_over_by: 'Asha Rao',
      data: [
        {
          id: '41',
          project_id: slug,
          author: 'owner',
          author_name: 'Asha Rao',
          response: 'Asha here, happy to help.',
        },
      ],
    });
    expect(called('WatchSession').at(-1)).toMatchObject({
      project_id: internalId,
      session_id: widgetSession,
      after_message_id: '40',
    });
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/live?project_id=not-an-agent&session_id=${widgetSession}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
