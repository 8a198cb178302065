import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import { registerErrorHandler } from './error-handler.js';
import { ownerIfSignedIn, ownerOf, ownerRoutes } from './owner-routes.js';

// Two owners, each with one agent; the fakes answer as the auth and projects services do.
const tokens: Record<string, string> = { 'token-of-anna-0001': 'ANNA', 'token-of-bert-0001': 'BERT' };
const agents: Record<string, string> = { 'agent-of-anna': 'ANNA', 'agent-of-bert': 'BERT' };

const clients = {
  auth: {
    Authenticate: ({ token }: { token: string }) => {
      const user = tokens[token];
      if (!user) return Promise.reject(new AppError('UNAUTHENTICATED', 'Invalid token'));
      return Promise.resolve({ user_id: user, plan: 'FREE' });
    },
  },
  projects: {
    GetProject: ({ owner, id }: { owner: { user_id: string }; id: string }) =>
      agents[id] === owner.user_id
        ? Promise.resolve({ id })
        : Promise.reject(AppError.notFound('Project not found')),
  },
} as unknown as Pick<ServiceClients, 'auth' | 'projects'>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let handled: Array<{ route: string; owner: unknown }> = [];
let app: FastifyInstance;

async function gateway(): Promise<FastifyInstance> {
  handled = [];
  app = Fastify();
  registerErrorHandler(app);
  await ownerRoutes(app, { clients, ownedProject: { in: 'params', name: 'project_id' } }, (owned) => {
    owned.get<{ Params: { project_id: string } }>('/agents/:project_id/sets', async (request) => {
      handled.push({ route: 'sets', owner: ownerOf(request) });
      return { ok: true };
    });
  });
  await ownerRoutes(app, { clients }, (owned) => {
    owned.get('/account', async (request) => {
      handled.push({ route: 'account', owner: ownerOf(request) });
      return { ok: true };
    });
  });
  await ownerRoutes(
    app,
    { clients, ownedProject: { in: 'query', name: 'project_id' }, visitorsToo: true },
    (either) => {
      either.get('/history', async (request) => {
        handled.push({ route: 'history', owner: ownerIfSignedIn(request) });
        return { ok: true };
      });
    },
  );
  app.get('/public', async (request) => ownerOf(request));
  await app.ready();
  return app;
}

afterEach(async () => {
  await app.close();
});

describe('owner route groups', () => {
  it('refuse a request without a valid token before the handler runs', async () => {
    await gateway();
    const anonymous = await app.inject({ url: '/agents/agent-of-anna/sets' });
    const forged = await app.inject({ url: '/account', headers: bearer('made-up-token-0001') });
    expect(anonymous.statusCode).toBe(401);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Invalid token' });
    expect(handled).toEqual([]);
  });

  it("answer another owner's agent as not found, and never reach the handler", async () => {
    await gateway();
    const response = await app.inject({
      url: '/agents/agent-of-bert/sets',
      headers: bearer('token-of-anna-0001'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Project not found' });
    expect(handled).toEqual([]);
  });

  it('hand the owner the auth service vouched for to the handler', async () => {
    await gateway();
    const own = await app.inject({
      url: '/agents/agent-of-anna/sets',
      headers: bearer('token-of-anna-0001'),
    });
    const account = await app.inject({ url: '/account', headers: bearer('token-of-bert-0001') });
    expect([own.statusCode, account.statusCode]).toEqual([200, 200]);
    expect(handled).toEqual([
      { route: 'sets', owner: { user_id: 'ANNA', plan: 'FREE' } },
      { route: 'account', owner: { user_id: 'BERT', plan: 'FREE' } },
    ]);
  });

  it('in a group visitors may call, let a request without a token through as a visitor, but check any token', async () => {
    await gateway();
    const visitor = await app.inject({ url: '/history?project_id=agent-of-bert' });
    const stranger = await app.inject({
      url: '/history?project_id=agent-of-bert',
      headers: bearer('token-of-anna-0001'),
    });
    const owner = await app.inject({
      url: '/history?project_id=agent-of-bert',
      headers: bearer('token-of-bert-0001'),
    });
    expect([visitor.statusCode, stranger.statusCode, owner.statusCode]).toEqual([200, 404, 200]);
    expect(handled).toEqual([
      { route: 'history', owner: undefined },
      { route: 'history', owner: { user_id: 'BERT', plan: 'FREE' } },
    ]);
  });

  it('give no owner to a route declared outside any owner group', async () => {
    await gateway();
    const response = await app.inject({ url: '/public', headers: bearer('token-of-anna-0001') });
    expect(response.statusCode).toBe(500);
  });
});
