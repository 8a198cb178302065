import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@sitesage/errors';
import type {
  AuthServiceHandlers,
  IntegrationsServiceHandlers,
  ProjectsServiceHandlers,
} from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import { startScriptedGateway, type ScriptedGateway } from './harness.js';

/**
 * The integrations routes against scripted services: the gateway's part is the owner and plan
 * from the token, the agent's ownership before any call, the session binding of the OAuth state,
 * the JSON shapes, and Meta's webhook passed on as the exact bytes it signed.
 */
const agentOfA = '6f1c2a3e-0000-4000-8000-00000000000a';
const agentOfB = '6f1c2a3e-0000-4000-8000-00000000000b';
const integrationOfA = '0c9e3a1b-0000-4000-8000-0000000000a1';
const tokenA = 'owner-a.token.value';
const tokenA2 = 'owner-a.second-session.token';
const tokenB = 'owner-b.token.value';
const asA = { authorization: `Bearer ${tokenA}` };
const asB = { authorization: `Bearer ${tokenB}` };
const owners: Record<string, { user_id: string; plan: string }> = {
  [tokenA]: { user_id: 'OWNER00A', plan: 'PRO' },
  [tokenA2]: { user_id: 'OWNER00A', plan: 'PRO' },
  [tokenB]: { user_id: 'OWNER00B', plan: 'BASIC' },
};

const calls: { method: string; request: Record<string, unknown> }[] = [];
const lastCall = (method: string) => calls.filter((c) => c.method === method).at(-1)?.request;
const callsOf = (method: string) => calls.filter((c) => c.method === method).length;

const authScript: Partial<Implementation<AuthServiceHandlers>> = {
  Authenticate: async ({ token }) => {
    const owner = owners[token];
    if (!owner) throw new AppError('UNAUTHENTICATED', 'Invalid token');
    return owner;
  },
};
const projectsScript: Partial<Implementation<ProjectsServiceHandlers>> = {
  GetProject: async ({ owner, id }) => {
    const mine =
      (owner?.user_id === 'OWNER00A' && id === agentOfA) ||
      (owner?.user_id === 'OWNER00B' && id === agentOfB);
    if (!mine) throw AppError.notFound('Project not found');
    return { id };
  },
};
const integration = {
  id: integrationOfA,
  project_id: agentOfA,
  provider: 'whatsapp',
  status: 'choosing_number',
  phone_number: '',
  verified_name: '',
  phone_number_id: '',
  phone_numbers: [
    {
      id: '4000000001',
      display_phone_number: '+91 98765 43210',
      verified_name: 'Acme Support',
      business_account_id: '3000000001',
    },
  ],
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
};
const record =
  <R>(method: string, answer: (request: Record<string, unknown>) => R) =>
  async (request: unknown) => {
    calls.push({ method, request: request as Record<string, unknown> });
    return answer(request as Record<string, unknown>);
  };
const integrationsScript: Partial<Implementation<IntegrationsServiceHandlers>> = {
  GetCatalogue: record('GetCatalogue', () => ({
    integrations: [
      {
        provider: 'whatsapp',
        name: 'WhatsApp',
        enabled: true,
        coming_soon_message: '',
        required_plan: 'PRO',
        plan_allows: true,
        configured: true,
        integration_id: integrationOfA,
        connected: false,
      },
      {
        provider: 'slack',
        name: 'Slack',
        enabled: false,
        coming_soon_message: 'Slack integration coming soon!',
        required_plan: 'PRO',
        plan_allows: true,
        configured: false,
        integration_id: '',
        connected: false,
      },
    ],
  })),
  ListIntegrations: record('ListIntegrations', () => ({ data: [integration] })),
  GetIntegration: record('GetIntegration', (request) => {
    if ((request.owner as { user_id: string }).user_id !== 'OWNER00A')
      throw AppError.notFound('Integration not found');
    return integration;
  }),
  StartWhatsApp: record('StartWhatsApp', () => ({
    dialog_url: 'https://www.facebook.com/v21.0/dialog/oauth?client_id=1&state=s',
    expires_at: '2026-11-26T09:10:00.000Z',
  })),
  CompleteWhatsApp: record('CompleteWhatsApp', () => integration),
  ChoosePhone: record('ChoosePhone', (request) => {
    if ((request.owner as { user_id: string }).user_id !== 'OWNER00A')
      throw AppError.notFound('Integration not found');
    return {
      ...integration,
      status: 'connected',
      phone_number: '+91 98765 43210',
      phone_number_id: '4000000001',
    };
  }),
  DeleteIntegration: record('DeleteIntegration', (request) => {
    if ((request.owner as { user_id: string }).user_id !== 'OWNER00A')
      throw AppError.notFound('Integration not found');
    return {};
  }),
  GetWhatsAppStatus: record('GetWhatsAppStatus', () => ({
    configured: true,
    plan_allows: true,
    required_plan: 'PRO',
  })),
  VerifyWebhook: record('VerifyWebhook', (request) => {
    if (request.verify_token !== 'the-verify-token')
      throw new AppError('PERMISSION_DENIED', 'The verify token does not match.', {
        field: 'hub.verify_token',
      });
    return { challenge: request.challenge as string };
  }),
  ReceiveWebhook: record('ReceiveWebhook', (request) => {
    if (request.signature !== 'sha256=good')
      throw new AppError('PERMISSION_DENIED', 'The webhook signature is not valid.', {
        field: 'X-Hub-Signature-256',
      });
    return { accepted: 1, duplicates: 0 };
  }),
};

let gateway: ScriptedGateway;
let app: FastifyInstance;

beforeAll(async () => {
  gateway = await startScriptedGateway({
    auth: authScript,
    projects: projectsScript,
    integrations: integrationsScript,
  });
  app = gateway.app;
});

afterAll(async () => {
  await gateway.stop();
});

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

describe('integrations routes', () => {
  it('answers the catalogue, the list and one integration in the documented shapes, never with a token', async () => {
    const catalogue = await app.inject({
      method: 'GET',
      url: `/api/v1/integrations/catalogue?project_id=${agentOfA}`,
      headers: asA,
    });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json()).toEqual({
      data: [
        {
          provider: 'whatsapp',
          name: 'WhatsApp',
          enabled: true,
          coming_soon_message: null,
          required_plan: 'PRO',
          plan_allows: true,
          configured: true,
          integration_id: integrationOfA,
          connected: false,
        },
        {
          provider: 'slack',
          name: 'Slack',
          enabled: false,
          coming_soon_message: 'Slack integration coming soon!',
          required_plan: 'PRO',
          plan_allows: true,
          configured: false,
          integration_id: null,
          connected: false,
        },
      ],
    });
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/integrations?project_id=${agentOfA}`,
      headers: asA,
    });
    const one = await app.inject({
      method: 'GET',
      url: `/api/v1/integrations/${integrationOfA}`,
      headers: asA,
    });
    expect(list.json()).toEqual({ data: [one.json()] });
    expect(one.json()).toEqual({
      id: integrationOfA,
      project_id: agentOfA,
      provider: 'whatsapp',
      status: 'choosing_number',
      credentials: {
        phone_number: '',
        phone_number_id: '',
        verified_name: '',
        phone_numbers: [
          {
            id: '4000000001',
            display_phone_number: '+91 98765 43210',
            verified_name: 'Acme Support',
            business_account_id: '3000000001',
          },
        ],
      },
      created_at: '2026-11-26T09:00:00.000Z',
      updated_at: '2026-11-26T09:00:00.000Z',
    });
    expect(lastCall('GetIntegration')).toMatchObject({
      owner: { user_id: 'OWNER00A', plan: 'PRO' },
      id: integrationOfA,
    });
  });

  it("answers 404 for another owner's agent on every route naming one, without asking the integrations service", async () => {
    const before = calls.length;
    const routes = [
      { method: 'GET', url: `/api/v1/integrations/catalogue?project_id=${agentOfA}` },
      { method: 'GET', url: `/api/v1/integrations?project_id=${agentOfA}` },
      { method: 'POST', url: '/api/v1/integrations/whatsapp/connect', payload: { project_id: agentOfA } },
      {
        method: 'POST',
        url: '/api/v1/integrations/whatsapp/callback',
        payload: { project_id: agentOfA, code: 'AQx', state: 's' },
      },
    ] as const;
    for (const route of routes) {
      const response = await app.inject({ ...route, headers: asB });
      expect(response.statusCode, route.url).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Project not found' });
    }
    expect(calls.length).toBe(before);
  });

  it("answers 404 for another owner's integration on every route naming one", async () => {
    for (const route of [
      { method: 'GET', url: `/api/v1/integrations/${integrationOfA}` },
      {
        method: 'PUT',
        url: `/api/v1/integrations/${integrationOfA}/update-whatsapp-phone`,
        payload: { id: '4000000001' },
      },
      { method: 'DELETE', url: `/api/v1/integrations/${integrationOfA}` },
    ] as const) {
      const response = await app.inject({ ...route, headers: asB });
      expect(response.statusCode, route.url).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Integration not found' });
      expect(
        lastCall(
          route.method === 'GET'
            ? 'GetIntegration'
            : route.method === 'PUT'
              ? 'ChoosePhone'
              : 'DeleteIntegration',
        ),
      ).toMatchObject({
        owner: { user_id: 'OWNER00B', plan: 'BASIC' },
      });
    }
  });

  it('binds the OAuth state to the signed-in session: a digest of its token, never the token, and another session gets another', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/integrations/whatsapp/connect',
      headers: asA,
      payload: { project_id: agentOfA },
    });
    const started = lastCall('StartWhatsApp');
    expect(started).toMatchObject({
      owner: { user_id: 'OWNER00A', plan: 'PRO' },
      project_id: agentOfA,
      session_binding: digest(tokenA),
    });
    expect(JSON.stringify(started)).not.toContain(tokenA);

    const callback = await app.inject({
      method: 'POST',
      url: '/api/v1/integrations/whatsapp/callback',
      headers: { authorization: `Bearer ${tokenA2}` },
      // A plan or owner in the body is dropped: the plan is the one auth vouched for with the token.
      payload: {
        project_id: agentOfA,
        code: 'AQcode',
        state: 'the-state',
        plan: 'ENTERPRISE',
        user_id: 'OWNER00B',
      },
    });
    expect(callback.statusCode).toBe(200);
    expect(lastCall('CompleteWhatsApp')).toEqual({
      owner: { user_id: 'OWNER00A', plan: 'PRO' },
      project_id: agentOfA,
      code: 'AQcode',
      state: 'the-state',
      session_binding: digest(tokenA2),
    });
  });

  it('confirms a number from the selected phone object and removes a connection with a 204', async () => {
    const chosen = await app.inject({
      method: 'PUT',
      url: `/api/v1/integrations/${integrationOfA}/update-whatsapp-phone`,
      headers: asA,
      payload: { id: '4000000001', display_phone_number: '+91 98765 43210', verified_name: 'Acme Support' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      status: 'connected',
      credentials: { phone_number: '+91 98765 43210' },
    });
    expect(lastCall('ChoosePhone')).toMatchObject({ id: integrationOfA, phone_number_id: '4000000001' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/integrations/${integrationOfA}`,
      headers: asA,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it('asks for a token on every owner route', async () => {
    const before = callsOf('GetWhatsAppStatus');
    const response = await app.inject({ method: 'GET', url: '/api/v1/integrations/whatsapp/status' });
    expect(response.statusCode).toBe(401);
    expect(callsOf('GetWhatsAppStatus')).toBe(before);
    const status = await app.inject({
      method: 'GET',
      url: '/api/v1/integrations/whatsapp/status',
      headers: asA,
    });
    expect(status.json()).toEqual({ configured: true, plan_allows: true, required_plan: 'PRO' });
  });
});

describe("Meta's WhatsApp webhook", () => {
  const send = (payload: string | Buffer, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/integrations/whatsapp/webhook',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('echoes the challenge as plain text for the right verify token, and answers 403 otherwise', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: '/api/v1/integrations/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=the-verify-token&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.body).toBe('1158201444');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/integrations/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('hands the integrations service the exact bytes Meta signed with X-Hub-Signature-256, and acknowledges at once', async () => {
    const body =
      '{"object":"whatsapp_business_account","entry":[{"changes":[{"value":{"messages":[{"text":{"body":"\\u0928\\u092e\\u0938\\u094d\\u0924\\u0947"}}]}}]}]}';
    const response = await send(body, { 'x-hub-signature-256': 'sha256=good' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'accepted' });
    const received = lastCall('ReceiveWebhook') as { body: Buffer; signature: string };
    expect(received.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(received.signature).toBe('sha256=good');
  });

  it('answers a refused signature with 403 naming the header, and a body far larger than any delivery with 413', async () => {
    const forged = await send('{}', { 'x-hub-signature-256': 'sha256=bad' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ field: 'X-Hub-Signature-256' });
    const missing = await send('{}', {});
    expect(missing.statusCode).toBe(403);
    const before = callsOf('ReceiveWebhook');
    const huge = await send(Buffer.alloc(2 * 1024 * 1024, 0x20), { 'x-hub-signature-256': 'sha256=good' });
    expect(huge.statusCode).toBe(413);
    expect(callsOf('ReceiveWebhook')).toBe(before);
  });
});
