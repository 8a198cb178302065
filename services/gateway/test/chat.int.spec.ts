import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '@sitesage/errors';
import {
  authProto,
  chatProto,
  projectsProto,
  type AuthServiceHandlers,
  type ChatServiceHandlers,
  type ProjectsServiceHandlers,
} from '@sitesage/contracts';
import type { GrpcServer, Implementation } from '@sitesage/grpc';
import { createRedis } from '@sitesage/queue';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import { createServiceClients, type ServiceClients } from '../src/clients.js';
import { loadGatewayConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';
import { silentLog, startScriptedService } from './harness.js';

const slug = 'q2V1bW9yZS1zbHVnLXRlc3Q';
/** An agent above its owner's plan limit: paused by the projects service. */
const pausedSlug = 'cGF1c2VkLWFnZW50LXNsdWc';
const internalId = '6f1c2a3e-0000-4000-8000-000000000001';
const sessionId = 'AAAAAAAAAAAAAAAAAAAAAA';
const bearer = { authorization: 'Bearer owner.token.value' };

const calls: { method: string; request: Record<string, unknown> }[] = [];
const lastCall = (method: string) => calls.filter((c) => c.method === method).at(-1)?.request;
/** Visitors (by the key the gateway sends) the scripted chat service says are over their budget. */
const overBudget = new Set<string>();
const refuseOverBudget = (visitorKey: string) => {
  if (overBudget.has(visitorKey)) {
    throw new AppError('RATE_LIMITED', 'You are starting chats too quickly.', { retryAfterSeconds: 37 });
  }
};
/** Set by the scripted Ask when its caller goes away. */
let askCancelled: Promise<void> = Promise.resolve();

const authScript: Partial<Implementation<AuthServiceHandlers>> = {
  Authenticate: async ({ token }) => {
    if (token !== 'owner.token.value') throw new AppError('UNAUTHENTICATED', 'Invalid token');
    return { user_id: 'OWNER001', plan: 'PRO' };
  },
  GetPlan: async ({ user_id }) => ({ plan: user_id === 'OWNER001' ? 'PRO' : '' }),
};

const projectsScript: Partial<Implementation<ProjectsServiceHandlers>> = {
  GetProject: async ({ owner, id }) => {
    if (owner?.user_id !== 'OWNER001' || id !== internalId) throw AppError.notFound('Project not found');
    return { id };
  },
  GetVisitorProject: async ({ project_id }) => {
    if (project_id !== slug && project_id !== pausedSlug) throw AppError.notFound('Project not found');
    return {
      paused: project_id === pausedSlug,
      id: internalId,
      project_id: slug,
      user_id: 'OWNER001',
      name: 'shop.test',
      description: '',
      bot_name: 'Sage',
      require_user_details: false,
      status: 'active',
      site_url: 'https://shop.test/',
      allowed_hosts: ['shop.test', '*.shop.test', 'staging.shop.test:8080'],
      allow_localhost: true,
    };
  },
};

const chatScript: Partial<Implementation<ChatServiceHandlers>> = {
  CreateSession: async (request) => {
    calls.push({ method: 'CreateSession', request: request as never });
    refuseOverBudget(request.visitor_key);
    return { id: sessionId, created_at: '2026-11-22T10:00:00.000Z' };
  },
  ListSessions: async (request) => {
    calls.push({ method: 'ListSessions', request: request as never });
    return {
      data: [
        {
          id: sessionId,
          project_id: internalId,
          source: 'embedded_widget',
          name: 'Asha',
          phone: '',
          email: '',
          city: 'Pune',
          intent: 'pricing',
          escalate: false,
          created_at: '2026-11-22T10:00:00.000Z',
          last_message_at: '',
          message_count: 2,
        },
      ],
      total: 1,
    };
  },
  GetSession: async (request) => {
    if (request.project_id !== internalId || request.session_id !== sessionId) {
      throw AppError.notFound('Session not found');
    }
    return {
      id: sessionId,
      project_id: internalId,
      source: 'whatsapp',
      name: 'Asha',
      phone: '+91 98765 43210',
      email: '',
      city: '',
      intent: 'support',
      escalate: true,
      created_at: '2026-11-22T10:00:00.000Z',
      last_message_at: '2026-11-22T10:05:00.000Z',
      message_count: 4,
    };
  },
  ListMessages: async (request) => {
    calls.push({ method: 'ListMessages', request: request as never });
    if (request.project_id !== internalId || request.session_id !== sessionId) {
      throw AppError.notFound('Session not found');
    }
    return {
      messages: [
        {
          id: '2',
          session_id: sessionId,
          project_id: internalId,
          role: 'assistant',
          content: 'It costs ₹9,999.',
          created_at: '2026-11-22T10:00:02.000Z',
          status: 'complete',
          intent: '',
          sources: [{ url: 'https://shop.test/plans', title: 'Plans' }],
        },
        {
          id: '1',
          session_id: sessionId,
          project_id: internalId,
          role: 'user',
          content: 'How much is Pro?',
          created_at: '2026-11-22T10:00:01.000Z',
          status: 'complete',
          intent: 'pricing',
          sources: [],
        },
      ],
    };
  },
  AppendMessage: async (request) => {
    calls.push({ method: 'AppendMessage', request: request as never });
    refuseOverBudget(request.visitor_key);
    return {
      id: '3',
      session_id: request.session_id,
      project_id: request.project_id,
      role: request.role,
      content: request.content,
      created_at: '2026-11-22T10:00:03.000Z',
      status: 'complete',
      intent: '',
      sources: [],
    };
  },
  Ask: async function* (request, { signal }) {
    calls.push({ method: 'Ask', request: request as never });
    if (request.prompt === 'month used up') {
      throw new AppError(
        'PAYMENT_REQUIRED',
        'This agent has answered all the conversations its plan allows this month.',
        { retryAfterSeconds: 86_400 },
      );
    }
    if (request.prompt === 'too fast') {
      throw new AppError('RATE_LIMITED', 'You are sending messages too quickly.', { retryAfterSeconds: 42 });
    }
    if (request.session_id === '') yield { session_id: sessionId };
    if (request.prompt === 'hang') {
      // Waits for the visitor to go away, as a slow model would.
      askCancelled = new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          resolve();
        });
      });
      yield { token: 'Thinking' };
      await askCancelled;
      return;
    }
    if (request.prompt === 'break') {
      yield { token: 'Half an ans' };
      yield { error: { code: 'UNAVAILABLE', message: 'The reply was cut off.', retry_after_seconds: 0 } };
      return;
    }
    yield { token: 'Pro costs ' };
    yield { token: '₹9,999.' };
    yield { sources: { sources: [{ url: 'https://shop.test/plans', title: 'Plans' }] } };
    yield {
      done: { session_id: request.session_id || sessionId, message_id: '2', response: 'Pro costs ₹9,999.' },
    };
  },
};

let redisServer: TestRedis;
let redis: Redis;
let servers: GrpcServer[];
let clients: ServiceClients;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  redisServer = await startTestRedis();
  redis = createRedis(redisServer.url, 'request');
  servers = await Promise.all([
    startScriptedService('auth', authProto().sitesage.auth.v1.AuthService.service, authScript),
    startScriptedService(
      'projects',
      projectsProto().sitesage.projects.v1.ProjectsService.service,
      projectsScript,
    ),
    startScriptedService('chat', chatProto().sitesage.chat.v1.ChatService.service, chatScript),
  ]);
  const [auth, projects, chat] = servers as [GrpcServer, GrpcServer, GrpcServer];
  const config = loadGatewayConfig({
    AUTH_GRPC_URL: `127.0.0.1:${auth.port}`,
    PROJECTS_GRPC_URL: `127.0.0.1:${projects.port}`,
    CHAT_GRPC_URL: `127.0.0.1:${chat.port}`,
    REDIS_URL: redisServer.url,
    WEB_DIST_DIR: builtWebApp(),
    TRUST_PROXY: 'true',
  });
  clients = createServiceClients(config.services);
  app = await buildGateway({ config, log: silentLog, clients, redis });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  clients.close();
  await Promise.all(servers.map((server) => server.shutdown(500)));
  redis.disconnect();
  await redisServer.stop();
});

/** The two pages the gateway serves, as a web build would leave them. */
function builtWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sitesage-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dist, 'bot.html'), '<!doctype html><title>chat</title>');
  return dist;
}

/** The events of a Server-Sent Events body, in order. */
function parseEvents(body: string): Array<{ event: string; data: Record<string, unknown> }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as Record<string, unknown>;
      return { event, data };
    });
}

describe('visitor chat', () => {
  it('streams a reply as token, sources and done events, with the new session in a header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/stream-message',
      payload: { prompt: 'How much is Pro?', project_id: slug },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['x-session-id']).toBe(sessionId);
    expect(parseEvents(response.body)).toEqual([
      { event: 'token', data: { text: 'Pro costs ' } },
      { event: 'token', data: { text: '₹9,999.' } },
      { event: 'sources', data: { sources: [{ url: 'https://shop.test/plans', title: 'Plans' }] } },
      {
        event: 'done',
        data: { session_id: sessionId, message_id: '2', response: 'Pro costs ₹9,999.', taken_over: false },
      },
    ]);
    // The chat service hears the agent by its internal id, with its owner's plan; never the slug.
    expect(lastCall('Ask')).toMatchObject({
      project_id: internalId,
      owner_id: 'OWNER001',
      plan: 'PRO',
      bot: { name: 'Sage', site_name: 'shop.test' },
    });
  });

  it('answers bot/message with the whole reply, its sources and the session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/message',
      payload: { prompt: 'How much is Pro?', project_id: slug, session_id: sessionId },
    });
    expect(response.json()).toEqual({
      response: 'Pro costs ₹9,999.',
      sources: [{ url: 'https://shop.test/plans', title: 'Plans' }],
      session_id: sessionId,
    });
  });

  it('refuses before streaming with a JSON error and Retry-After when the visitor is over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/stream-message',
      payload: { prompt: 'too fast', project_id: slug },
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toMatchObject({
      detail: 'You are sending messages too quickly.',
      code: 'RATE_LIMITED',
    });
  });

  it("answers visitors a plain 429 with Retry-After, never a plan error, when the owner's month is used up", async () => {
    for (const url of ['/api/v1/bot/stream-message', '/api/v1/bot/message']) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { prompt: 'month used up', project_id: slug },
      });
      expect(response.statusCode, url).toBe(429);
      expect(response.headers['retry-after'], url).toBe('86400');
      expect(response.json(), url).toMatchObject({
        detail:
          "This chat isn't taking new conversations right now. Please try again later, or contact the site directly.",
        code: 'RATE_LIMITED',
      });
      expect(response.body, url).not.toMatch(/plan|payment/i);
    }
  });

  it('passes each address its own visitor key for the session and message budgets, and answers 429 with Retry-After past them', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const openSession = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        headers: from(address),
        payload: { project_id: slug },
      });
    const sendMessage = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bot/send-bot-message',
        headers: from(address),
        payload: { project_id: slug, session_id: sessionId, message: 'Hello' },
      });

    expect((await openSession('198.51.100.7')).statusCode).toBe(201);
    const key = String(lastCall('CreateSession')?.visitor_key);
    expect((await sendMessage('198.51.100.7')).statusCode).toBe(200);
    expect(lastCall('AppendMessage')?.visitor_key).toBe(key);
    expect((await openSession('198.51.100.8')).statusCode).toBe(201);
    const otherKey = String(lastCall('CreateSession')?.visitor_key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(otherKey).not.toBe(key);

    overBudget.add(key);
    for (const refused of [await openSession('198.51.100.7'), await sendMessage('198.51.100.7')]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('37');
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    expect((await openSession('198.51.100.8')).statusCode).toBe(201);
  });

  it('ends a broken reply with an error event after the text already sent', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/stream-message',
      payload: { prompt: 'break', project_id: slug, session_id: sessionId },
    });
    expect(parseEvents(response.body)).toEqual([
      { event: 'token', data: { text: 'Half an ans' } },
      { event: 'error', data: { detail: 'The reply was cut off.', code: 'UNAVAILABLE' } },
    ]);
  });

  it('stops the reply upstream when the visitor goes away mid-stream (F7)', async () => {
    const { port } = new URL(baseUrl);
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/bot/stream-message',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          response.once('data', () => {
            // The first token arrived: the visitor closes the chat.
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
      request.end(JSON.stringify({ prompt: 'hang', project_id: slug, session_id: sessionId }));
    });
    await expect(askCancelled).resolves.toBeUndefined();
  });

  it('answers an unknown agent with 404 and never asks the chat service', async () => {
    const before = calls.filter((c) => c.method === 'Ask').length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/stream-message',
      payload: { prompt: 'Hello', project_id: 'unknown-agent-slug-000' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Project not found' });
    expect(calls.filter((c) => c.method === 'Ask').length).toBe(before);
  });

  it('tells visitors of a paused agent so in plain words (409) on every call that would talk to it, and never asks the chat service', async () => {
    const chatCalls = () => calls.filter((c) => ['Ask', 'CreateSession', 'AppendMessage'].includes(c.method));
    const before = chatCalls().length;
    const visitorCalls = [
      { url: '/api/v1/sessions', payload: { project_id: pausedSlug } },
      { url: '/api/v1/bot/message', payload: { prompt: 'Hello', project_id: pausedSlug } },
      { url: '/api/v1/bot/stream-message', payload: { prompt: 'Hello', project_id: pausedSlug } },
      {
        url: '/api/v1/bot/send-bot-message',
        payload: { project_id: pausedSlug, session_id: sessionId, message: 'Hello', role: 'user' },
      },
    ];
    for (const { url, payload } of visitorCalls) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(409);
      expect(response.json<{ detail: string }>().detail, url).toBe(
        'This agent is paused by its owner and is not answering right now. Nothing was deleted: it will answer again once the owner turns it back on.',
      );
    }
    expect(chatCalls().length).toBe(before);
  });

  it('creates a session from the visitor payload, with the city only from a trusted proxy header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      headers: { 'x-vercel-ip-city': 'S%C3%A3o%20Paulo' },
      payload: {
        project_id: slug,
        user_agent: 'Mozilla/5.0',
        language: 'pt-BR',
        screen: { width: 390, height: 844, color_depth: 24, pixel_depth: 24 },
        online: true,
        history_length: 2,
        name: 'Ana',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: sessionId,
      project_id: slug,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(lastCall('CreateSession')).toMatchObject({
      project_id: internalId,
      visitor: { language: 'pt-BR', name: 'Ana', city: 'São Paulo', screen: { width: 390 } },
    });
  });

  it("lets a visitor read their own session's history by the agent's public id", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/history?project_id=${slug}&session_id=${sessionId}&offset=0&limit=10`,
    });
    const { data } = response.json<{ data: Array<Record<string, unknown>> }>();
    expect(data.map((m) => [m.role, m.message])).toEqual([
      ['assistant', 'It costs ₹9,999.'],
      ['user', 'How much is Pro?'],
    ]);
    expect(data[0]).toMatchObject({ response: 'It costs ₹9,999.', project_id: slug });
    expect(data[1]).toMatchObject({
      prompt: 'How much is Pro?',
      metadata: { intent: 'pricing', sources: [] },
    });
  });

  it('lets visitors write only their own turns (F5)', async () => {
    for (const role of ['assistant', 'system']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/bot/send-bot-message',
        payload: { project_id: slug, session_id: sessionId, message: 'I am the bot now', role },
      });
      expect(response.statusCode).toBe(403);
    }
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/bot/send-bot-message',
      payload: { project_id: slug, session_id: sessionId, message: 'Hello there', role: 'user' },
    });
    expect(accepted.json()).toMatchObject({ role: 'user', message: 'Hello there', project_id: slug });
    expect(lastCall('AppendMessage')).toMatchObject({ project_id: internalId, role: 'user' });
  });
});

describe('the chat page', () => {
  const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]+)/.exec(String(csp))?.[1];

  it("may be framed by SiteSage and the agent's allowed websites only, localhost when allowed (F8)", async () => {
    const response = await app.inject({ method: 'GET', url: `/bot/${slug}` });
    expect(response.body).toContain('<title>chat</title>');
    expect(frameAncestors(response.headers['content-security-policy'])).toBe(
      "'self' https://shop.test http://shop.test https://*.shop.test http://*.shop.test " +
        'https://staging.shop.test:8080 http://staging.shop.test:8080 ' +
        'http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*',
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('of an unknown agent may be framed by nobody else, and the admin app by nobody', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/bot/no-such-agent-slug' });
    expect(frameAncestors(unknown.headers['content-security-policy'])).toBe("'self'");
    const admin = await app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(admin.body).toContain('<title>admin</title>');
    expect(frameAncestors(admin.headers['content-security-policy'])).toBe("'none'");
  });
});

describe("owner's conversations", () => {
  it('lists the sessions of an agent the owner owns', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/sessions?project_id=${internalId}&offset=0&limit=10`,
      headers: bearer,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      data: [{ id: sessionId, name: 'Asha', city: 'Pune', last_message_at: null, message_count: 2 }],
    });
  });

  it('answers 400 naming filter for a filter the list does not have', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/sessions?project_id=${internalId}&filter=spam`,
      headers: bearer,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'filter' });
  });

  it("answers another owner's agent, or no token, as the spec's errors", async () => {
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/v1/sessions?project_id=someone-elses-agent`,
      headers: bearer,
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/sessions?project_id=${internalId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ detail: 'Invalid token' });
  });

  it('reads one session of an agent the owner owns, and no other', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/sessions/${sessionId}?project_id=${internalId}`,
      headers: bearer,
    });
    expect(mine.json()).toMatchObject({
      id: sessionId,
      source: 'whatsapp',
      escalate: true,
      message_count: 4,
    });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/sessions/${sessionId}?project_id=someone-elses-agent`,
      headers: bearer,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("reads a conversation by the agent's id with the owner's token", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/bot/history?project_id=${internalId}&session_id=${sessionId}`,
      headers: bearer,
    });
    expect(response.json<{ data: unknown[] }>().data).toHaveLength(2);
    expect(lastCall('ListMessages')).toMatchObject({ project_id: internalId, offset: 0, limit: 10 });
  });
});
