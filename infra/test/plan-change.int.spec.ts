import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  hashingEmbeddingEnv,
  startFakeRazorpay,
  startTestPostgres,
  startTestRedis,
  waitForPort,
  type FakeRazorpay,
  type TestPostgres,
  type TestRedis,
} from '@sitesage/testing';

/**
 * Billing's plan changes reach the services that enforce limits: the built auth, billing, projects,
 * chat and ingestion services and the gateway run as processes (as `npm start` runs them) against one
 * PostgreSQL and Redis, with the fake Razorpay for payments. An owner at the Free agent limit pays
 * for Basic; the agent limit (projects) and the conversation quota (chat) follow, and go back to
 * Free's when the cancelled subscription ends at Razorpay, pausing (not deleting) the agents above
 * Free's one.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
// Ingestion answers the plan page's training-set usage (no worker: nothing is trained here).
const services = ['auth', 'billing', 'projects', 'chat', 'ingestion'] as const;

let postgres: TestPostgres;
let redis: TestRedis;
let razorpay: FakeRazorpay;
let dataDir: string;
let baseUrl: string;
const children: ChildProcess[] = [];
const output: string[] = [];

function run(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

async function runToEnd(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const child = run(script, env);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${String(code)}:\n${output.join('')}`);
}

beforeAll(async () => {
  if (!existsSync(join(root, 'services/billing/dist/main.js')))
    throw new Error('build first: npm run build:services');
  [postgres, redis, razorpay] = await Promise.all([
    startTestPostgres(),
    startTestRedis(),
    startFakeRazorpay(),
  ]);
  dataDir = mkdtempSync(join(tmpdir(), 'sitesage-plan-change-'));
  const ports = Object.fromEntries(
    await Promise.all(services.map(async (name) => [name, await freePort()] as const)),
  );
  const gatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '3',
    REDIS_URL: redis.url,
    JWT_SECRET: 'plan-change-test-jwt-secret-0123456789abcdef',
    OTP_SECRET: 'plan-change-test-otp-secret-0123456789abcdef',
    PASSWORD_SCRYPT_COST: '14',
    SMS_OUTBOX_FILE: join(dataDir, 'sms.jsonl'),
    MAIL_OUTBOX_FILE: join(dataDir, 'mail.jsonl'),
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    RAZORPAY_API_URL: razorpay.baseUrl,
    RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl,
    ...hashingEmbeddingEnv,
    INTEGRATIONS_GRPC_URL: `127.0.0.1:${String(await freePort())}`,
    ...Object.fromEntries(
      services.map((name) => [`${name.toUpperCase()}_GRPC_URL`, `127.0.0.1:${String(ports[name])}`]),
    ),
  };
  for (const name of services) await runToEnd(`services/${name}/dist/migrate.js`, env);
  for (const name of services) {
    children.push(run(`services/${name}/dist/main.js`, { ...env, GRPC_PORT: String(ports[name]) }));
  }
  await Promise.all(services.map((name) => waitForPort(ports[name] ?? 0, 60_000)));
  children.push(
    run('services/gateway/dist/main.js', {
      ...env,
      PORT: String(gatewayPort),
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    }),
  );
  await waitForPort(gatewayPort, 60_000);
  baseUrl = `http://127.0.0.1:${String(gatewayPort)}`;
  razorpay.setWebhookUrl(`${baseUrl}/api/v1/payment/webhooks/razorpay`);
}, 180_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null
        ? new Promise<void>((resolve) =>
            child.once('exit', () => {
              resolve();
            }),
          )
        : Promise.resolve(),
    ),
  );
  await razorpay.stop();
  await Promise.all([postgres.stop(), redis.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A gateway answer, as the caller reads the documented shape. */
type Answer<T> = { status: number; json: T };

async function api(method: string, path: string, token?: string, body?: unknown): Promise<Answer<unknown>> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: await response.json() };
}

/** Polls until check returns a value (no timing is asserted: it only waits for the change to arrive). */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`the awaited change never arrived:\n${output.join('').slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signUp(): Promise<string> {
  const phone = `+9198${String(Date.now()).slice(-8)}`;
  const { json } = (await api('POST', '/auth/register', undefined, {
    full_name: 'Plan Owner',
    email: `owner${String(Date.now())}@example.com`,
    phone,
    password: 'Correct-Horse-Battery-42',
  })) as Answer<{ user_id: string }>;
  const code = await eventually(async () => {
    if (!existsSync(join(dataDir, 'sms.jsonl'))) return undefined;
    const lines = readFileSync(join(dataDir, 'sms.jsonl'), 'utf8').split('\n').filter(Boolean);
    return lines
      .map((line) => JSON.parse(line) as { to: string; code: string })
      .findLast((sms) => sms.to === phone)?.code;
  });
  const verified = (await api('POST', '/auth/verify-otp', undefined, {
    user_id: json.user_id,
    otp: code,
  })) as Answer<{ token_info: { token: string } }>;
  return verified.json.token_info.token;
}

const createAgent = (token: string, name: string) =>
  api('POST', '/projects', token, { name, description: '', site_url: '' }) as Promise<
    Answer<{ detail?: string }>
  >;
const conversationQuota = async (token: string) =>
  ((await api('GET', '/users/analytics', token)) as Answer<{ conversation_usage: { limit: number } }>).json
    .conversation_usage.limit;

describe('a plan change reaches every service that enforces a limit', () => {
  it('Free → Basic through Razorpay raises the agent limit and the conversation quota; the end of a cancelled cycle lowers them and pauses the extra agents', async () => {
    const token = await signUp();
    expect((await createAgent(token, 'First')).status).toBe(201);
    const refused = await createAgent(token, 'Second');
    expect(refused.status).toBe(403);
    expect(refused.json.detail).toBe('You have reached the maximum allowed projects for your plan.');
    expect(await conversationQuota(token)).toBe(100);

    const { json: created } = (await api(
      'POST',
      '/payment/subscriptions/subscription?plan_type=BASIC&billing_cycle=MONTHLY',
      token,
    )) as Answer<{ subscription_id: string }>;
    // What Checkout does (its webhooks reach the gateway), then what the page does with its answer.
    const paid = await razorpay.pay(created.subscription_id);
    expect(razorpay.sent.map((webhook) => webhook.status)).toEqual([200, 200]);
    const verified = (await api('POST', '/payment/subscriptions/verify-payment', token, paid)) as Answer<{
      account: { plan: string };
    }>;
    expect(verified.json.account.plan).toBe('BASIC');

    await eventually(async () => ((await createAgent(token, 'Second')).status === 201 ? true : undefined));
    await eventually(async () => ((await conversationQuota(token)) === 10_000 ? true : undefined));
    const { json: current } = (await api('GET', '/payment/subscriptions/current', token)) as Answer<{
      plan: string;
      usage: { agents: { used: number; limit: number } };
    }>;
    expect(current).toMatchObject({
      plan: 'BASIC',
      usage: { agents: { used: 2, limit: 5 }, training_sets: { used: 0, limit: 100 } },
    });

    const cancelled = (await api('PUT', '/payment/subscriptions/cancel', token)) as Answer<{
      plan: string;
      subscription: { cancel_at_cycle_end: boolean };
    }>;
    expect(cancelled.json).toMatchObject({ plan: 'BASIC', subscription: { cancel_at_cycle_end: true } });
    expect((await createAgent(token, 'Third')).status).toBe(201);

    await razorpay.endCycle(created.subscription_id);
    await eventually(async () => ((await conversationQuota(token)) === 100 ? true : undefined));
    await eventually(async () => ((await createAgent(token, 'Fourth')).status === 403 ? true : undefined));
    // Nothing is deleted: the agents above Free's one are paused (the oldest stays), and a visitor of
    // a paused one is told so instead of being answered.
    type Listed = { name: string; paused: boolean; project_id: string };
    const agents = await eventually(async () => {
      const { json } = (await api('GET', '/projects', token)) as Answer<{ data: Listed[] }>;
      return json.data.filter((agent) => agent.paused).length === 2 ? json.data : undefined;
    });
    expect(Object.fromEntries(agents.map((agent) => [agent.name, agent.paused]))).toEqual({
      First: false,
      Second: true,
      Third: true,
    });
    const pausedSlug = agents.find((agent) => agent.name === 'Third')?.project_id ?? '';
    const visitorCall = (await api('POST', '/bot/message', undefined, {
      project_id: pausedSlug,
      prompt: 'Hello?',
    })) as Answer<{ detail: string }>;
    expect(visitorCall.status).toBe(409);
    expect(visitorCall.json.detail).toMatch(/^This agent is paused by its owner/);
    const { json: payments } = (await api('GET', '/payment/payments', token)) as Answer<{
      data: { amount: number; status: string }[];
    }>;
    expect(payments.data).toEqual([expect.objectContaining({ amount: 4_999, status: 'captured' })]);
  });
});
