import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@sitesage/errors';
import { authProto, type AuthServiceHandlers } from '@sitesage/contracts';
import type { GrpcServer, Implementation } from '@sitesage/grpc';
import { createRedis } from '@sitesage/queue';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import type { Redis } from 'ioredis';
import { createServiceClients, type ServiceClients } from '../src/clients.js';
import { loadGatewayConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';
import { silentLog, startScriptedService } from './harness.js';

const log = silentLog;
const user = {
  user_id: 'K7M2Q9XA',
  full_name: 'Asha Rao',
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '+919876543210',
  plan: 'FREE',
  account_type: 'FREE',
  billing_cycle: '',
  avatar: '',
  notifications: {
    new_interaction: true,
    new_lead: false,
    new_question: true,
    contact_request: true,
    usage_alerts: false,
  },
};
const loginReply = {
  token_info: { token: 'header.payload.signature', expiration_time: '2030-01-01T00:00:00.000Z' },
  user,
};

/** Scripted answers standing in for the auth service, served over real gRPC. */
const seen: { method: string; request: Record<string, unknown> }[] = [];
const scripted: Partial<Implementation<AuthServiceHandlers>> = {
  Register: async (request) => {
    seen.push({ method: 'Register', request: request as never });
    return { user_id: 'K7M2Q9XA' };
  },
  VerifyOtp: async () => loginReply,
  ResendOtp: async () => ({ detail: 'A new OTP has been sent to your phone.' }),
  SendPasswordResetCode: async (request) => {
    seen.push({ method: 'SendPasswordResetCode', request: request as never });
    return { detail: 'If an account matches, we have sent a code to its phone.' };
  },
  ResetPassword: async (request) => {
    seen.push({ method: 'ResetPassword', request: request as never });
    return { detail: 'Your password has been reset.' };
  },
  Login: async (request) => {
    if (request.password !== 'right-password')
      throw new AppError('UNAUTHENTICATED', 'Invalid login credentials');
    return loginReply;
  },
  Authenticate: async () => ({ user_id: user.user_id, plan: 'FREE' }),
  GetCurrentUser: async (request) => {
    if (request.token !== 'valid.token.here') throw new AppError('UNAUTHENTICATED', 'Invalid token');
    return { ...user, internal_secret: 'never-leaves' } as typeof user;
  },
  UpdateProfile: async (request) => {
    seen.push({ method: 'UpdateProfile', request: request as never });
    return user;
  },
  ChangePassword: async () => loginReply,
  Logout: async () => ({}),
  SubmitContactMessage: async (request) => {
    seen.push({ method: 'SubmitContactMessage', request: request as never });
    if (request.message.includes('flood'))
      throw new AppError('RATE_LIMITED', 'Too many attempts. Try again in 60 seconds.', {
        retryAfterSeconds: 60,
      });
    return { id: '0b7f3c1e-0000-4000-8000-00000000c0de', received_at: '2026-11-22T10:00:00.000Z' };
  },
};

let redisServer: TestRedis;
let redis: Redis;
let authServer: GrpcServer;
let clients: ServiceClients;
let app: FastifyInstance;

beforeAll(async () => {
  redisServer = await startTestRedis();
  redis = createRedis(redisServer.url, 'request');
  authServer = await startScriptedService('auth', authProto().sitesage.auth.v1.AuthService.service, scripted);
  const config = loadGatewayConfig({
    AUTH_GRPC_URL: `127.0.0.1:${authServer.port}`,
    // Nothing listens here: stands for a service that is down.
    PROJECTS_GRPC_URL: '127.0.0.1:1',
    REDIS_URL: redisServer.url,
    WEB_DIST_DIR: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SUPPORT_EMAIL: 'help@sitesage.test',
    SUPPORT_WHATSAPP: '+919812345678',
  });
  clients = createServiceClients(config.services);
  app = await buildGateway({ config, log, clients, redis });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  clients.close();
  await authServer.shutdown(1_000);
  redis.disconnect();
  await redisServer.stop();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('request validation', () => {
  it.each([
    [{ password: 'x' }, 'user_id', 'user_id is required'],
    [{ user_id: 42, password: 'x' }, 'user_id', 'user_id must be a string'],
    [{ user_id: 'u', password: 'p'.repeat(129) }, 'password', 'password must be at most 128 characters'],
  ])('answers 400 naming the field for %j', async (body, field, detail) => {
    const response = await post('/api/v1/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, detail, code: 'INVALID_ARGUMENT' });
  });

  it('answers 400 for a body that is not JSON, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: '{"full_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Request body is not valid JSON' });
  });

  it('answers 415 with its own code to a body that is not JSON by its content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'user_id=u&password=p',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      detail: 'Unsupported content type; send application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('rejects an OTP that is not four digits before it reaches the service', async () => {
    const response = await post('/api/v1/auth/verify-otp', { user_id: 'K7M2Q9XA', otp: '12a4' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'otp' });
  });

  it('drops fields that are not part of the contract (no mass assignment)', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/current-user',
      payload: { full_name: 'New Name', plan: 'ENTERPRISE', user_id: 'OTHER' },
      headers: { authorization: 'Bearer valid.token.here' },
    });
    expect(response.statusCode).toBe(200);
    const call = seen.find((entry) => entry.method === 'UpdateProfile');
    expect(call?.request.full_name).toBe('New Name');
    expect(call?.request).not.toHaveProperty('plan');
  });

  it('passes the plan usage alerts switch on to the auth service, and refuses one that is not a boolean', async () => {
    seen.length = 0;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/current-user',
      payload: { notifications: { usage_alerts: false, owner: 'OTHER' } },
      headers: { authorization: 'Bearer valid.token.here' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notifications: { usage_alerts: false } });
    const call = seen.find((entry) => entry.method === 'UpdateProfile');
    expect(call?.request.notifications).toMatchObject({ usage_alerts: false });
    expect(call?.request.notifications).not.toHaveProperty('owner');

    const bad = await app.inject({
      method: 'PUT',
      url: '/api/v1/auth/current-user',
      payload: { notifications: { usage_alerts: 'no' } },
      headers: { authorization: 'Bearer valid.token.here' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'notifications.usage_alerts' });
  });
});

describe('answers', () => {
  it('returns the service answer with only the documented fields', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/current-user',
      headers: { authorization: 'Bearer valid.token.here' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(user);
  });

  it('turns the service error into the spec answer with the request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/current-user',
      headers: { authorization: 'Bearer forged.token.value', 'x-request-id': 'req-test-0001' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Invalid token',
      code: 'UNAUTHENTICATED',
      request_id: 'req-test-0001',
    });
    expect(response.headers['x-request-id']).toBe('req-test-0001');
  });

  it('says Invalid token when the header is missing or malformed', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer <script>']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/auth/current-user',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Invalid token' });
    }
  });

  it('passes the wrong-password answer through', async () => {
    const response = await post('/api/v1/auth/login', { user_id: 'K7M2Q9XA', password: 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ detail: 'Invalid login credentials' });
  });

  it('gives the service the caller address for throttling', async () => {
    const response = await post('/api/v1/auth/register', {
      full_name: 'A',
      email: 'a@b.test',
      phone: '+911234567',
      password: 'secret-pass',
    });
    expect(response.statusCode).toBe(201);
    expect(seen.find((entry) => entry.method === 'Register')?.request.client_ip).toBe('127.0.0.1');
  });
});

describe('contact page', () => {
  it('tells the page where to reach support, from configuration', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/support/channels' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'help@sitesage.test', whatsapp: '+919812345678' });
  });

  it('hands a message to the auth service with the sender address, and answers 201', async () => {
    const message = { name: 'Asha Rao', email: 'asha@example.test', message: 'Do you speak Hindi?' };
    const response = await post('/api/v1/support/messages', message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: '0b7f3c1e-0000-4000-8000-00000000c0de',
      received_at: '2026-11-22T10:00:00.000Z',
    });
    expect(seen.findLast((entry) => entry.method === 'SubmitContactMessage')?.request).toMatchObject({
      ...message,
      client_ip: '127.0.0.1',
    });
  });

  it('refuses an over-long message before it reaches the service, and passes throttling on', async () => {
    const tooLong = await post('/api/v1/support/messages', {
      name: 'Asha',
      email: 'asha@example.test',
      message: 'x'.repeat(5_001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'message' });

    const limited = await post('/api/v1/support/messages', {
      name: 'Asha',
      email: 'asha@example.test',
      message: 'flood',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
  });
});

describe('anti-forgery', () => {
  it('issues an XSRF-TOKEN cookie the page can read with the app, not with every API answer', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(api.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
    const response = await app.inject({ method: 'GET', url: '/admin/dashboard' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses a cookie-carrying POST without the matching header, and accepts it with', async () => {
    const cookie = 'XSRF-TOKEN=abcdefghijklmnopqrstuvwx';
    const body = { user_id: 'K7M2Q9XA', password: 'right-password' };
    const without = await post('/api/v1/auth/login', body, { cookie });
    expect(without.statusCode).toBe(403);
    const wrong = await post('/api/v1/auth/login', body, {
      cookie,
      'x-xsrf-token': 'zzzzzzzzzzzzzzzzzzzzzzzz',
    });
    expect(wrong.statusCode).toBe(403);
    const right = await post('/api/v1/auth/login', body, {
      cookie,
      'x-xsrf-token': 'abcdefghijklmnopqrstuvwx',
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('forbids framing everywhere except the chat page', async () => {
    const admin = await app.inject({ method: 'GET', url: '/admin/dashboard' });
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(admin.headers['x-frame-options']).toBe('DENY');
    const bot = await app.inject({ method: 'GET', url: '/bot/abc' });
    expect(bot.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(bot.headers['x-frame-options']).toBeUndefined();
  });

  it('sends nosniff, a referrer policy, no-store on API answers, and no X-Powered-By', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers TRACE with 405', async () => {
    const response = await app.inject({ method: 'TRACE' as 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(405);
  });

  it('never serves the app page for API-looking paths', async () => {
    for (const url of [
      '/API/V1/auth/current-user',
      '/api/v1//auth/current-user',
      '/api/v1/auth/current-user/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('health', () => {
  it('answers 503 and names the service that is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    const body = response.json<{ services: Record<string, string> }>();
    expect(body.services.auth).toBe('SERVING');
    expect(body.services.projects).toBe('DOWN');
    expect(body.services.redis).toBe('SERVING');
  });
});

describe('a service that is down', () => {
  it('gives 503 with a plain message, then recovers when the service is back', async () => {
    await authServer.shutdown(500);
    const down = await post('/api/v1/auth/login', { user_id: 'K7M2Q9XA', password: 'right-password' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(down.body).not.toMatch(/ECONNREFUSED|stack|grpc/i);

    authServer = await startScriptedService(
      'auth',
      authProto().sitesage.auth.v1.AuthService.service,
      scripted,
      authServer.port,
    );
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await post('/api/v1/auth/login', { user_id: 'K7M2Q9XA', password: 'right-password' }))
        .statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});

describe('forgot password', () => {
  it("passes only the named fields and the caller's address to the auth service", async () => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { user_id: '9800551638', user: 'ADMIN', client_ip: '10.0.0.1' },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ detail: 'If an account matches, we have sent a code to its phone.' });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { user_id: '9800551638', otp: '1234', new_password: 'copper-kettle', plan: 'ENTERPRISE' },
    });
    expect(reset.statusCode).toBe(200);
    const calls = seen.filter(
      (call) => call.method === 'SendPasswordResetCode' || call.method === 'ResetPassword',
    );
    expect(calls.map((call) => Object.keys(call.request).sort())).toEqual([
      ['client_ip', 'user_id'],
      ['client_ip', 'new_password', 'otp', 'user_id'],
    ]);
    expect(calls[0]?.request.client_ip).not.toBe('10.0.0.1');
  });

  it('answers 400 naming otp when the code is not 4 digits', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { user_id: '9800551638', otp: '12a4', new_password: 'copper-kettle' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'otp' });
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document of the auth calls and a browsable page at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const document = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(document.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/auth/login',
        '/auth/register',
        '/auth/verify-otp',
        '/auth/resend-otp',
        '/auth/current-user',
      ]),
    );
  });
});

describe('rate limits', () => {
  it('slows down one address hammering the account endpoints, with Retry-After, shared through Redis', async () => {
    const strict = loadGatewayConfig({
      AUTH_GRPC_URL: `127.0.0.1:${authServer.port}`,
      REDIS_URL: redisServer.url,
      WEB_DIST_DIR: '/nonexistent',
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
    });
    const replicas = [
      await buildGateway({ config: strict, log, clients, redis }),
      await buildGateway({ config: strict, log, clients, redis }),
    ];
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      // Alternating replicas: the budget is one, because it lives in Redis.
      const response = await replicas[attempt % 2]!.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { user_id: 'K7M2Q9XA', password: 'wrong' },
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited ??= response;
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it('keeps one budget per address however many made-up bearer tokens it sends', async () => {
    const strict = loadGatewayConfig({
      AUTH_GRPC_URL: `127.0.0.1:${authServer.port}`,
      REDIS_URL: redisServer.url,
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_PER_MINUTE: '5',
    });
    const gateway = await buildGateway({ config: strict, log, clients, redis });
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await gateway.inject({
        method: 'GET',
        url: '/api/v1/auth/current-user',
        headers: { authorization: `Bearer made-up-${randomUUID()}` },
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited ??= response;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by the first one's budget.
    const other = await gateway.inject({
      method: 'GET',
      url: '/api/v1/auth/current-user',
      headers: { authorization: `Bearer made-up-${randomUUID()}` },
      remoteAddress: '203.0.113.78',
    });
    expect(other.statusCode).toBe(401);
    await gateway.close();
  });
});

describe('every body-taking route', () => {
  const valid: Record<string, Record<string, unknown>> = {
    'POST /api/v1/auth/login': { user_id: 'K7M2Q9XA', password: 'right-password' },
    'POST /api/v1/auth/register': {
      full_name: 'A',
      email: 'a@b.test',
      phone: '+911234567',
      password: 'x-y-z-w',
    },
    'POST /api/v1/auth/verify-otp': { user_id: 'K7M2Q9XA', otp: '1234' },
    'POST /api/v1/auth/resend-otp': { user_id: 'K7M2Q9XA' },
    'POST /api/v1/auth/forgot-password': { user_id: '9800551638' },
    'POST /api/v1/auth/reset-password': { user_id: '9800551638', otp: '1234', new_password: 'e-f-g-h' },
    'POST /api/v1/auth/change-password': { current_password: 'a-b-c-d', new_password: 'e-f-g-h' },
    'POST /api/v1/support/messages': { name: 'Asha', email: 'asha@example.test', message: 'Hello' },
  };
  const cases = Object.entries(valid).flatMap(([route, body]) =>
    Object.keys(body).flatMap((field) => [
      {
        route,
        field,
        body: Object.fromEntries(Object.entries(body).filter(([key]) => key !== field)),
        why: 'missing',
      },
      { route, field, body: { ...body, [field]: { nested: true } }, why: 'not a string' },
    ]),
  );

  it.each(cases)('$route answers 400 naming $field when it is $why', async ({ route, field, body }) => {
    const [method, url] = route.split(' ') as ['POST', string];
    const response = await app.inject({
      method,
      url,
      payload: body,
      headers: { authorization: 'Bearer valid.token.here' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_ARGUMENT', field });
  });

  it.each(Object.keys(valid))('%s answers 400, not 500, to a JSON array or a bare string', async (route) => {
    const [method, url] = route.split(' ') as ['POST', string];
    for (const payload of ['[]', '"text"', 'null']) {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json', authorization: 'Bearer valid.token.here' },
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});
