import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/index.js';
import { registerOwner } from './owner.js';

// `npm start` on one machine has no orchestrator above it: the supervisor is the one that notices
// a crashed database or Redis, says so, and starts it again, and the services find it by themselves.

let stack: LocalStack;
let token = '';

beforeAll(async () => {
  stack = await startLocalStack();
  await stack.waitForHealthy();
  const owner = await registerOwner(stack);
  const login = await fetch(`${stack.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: owner.userId, password: owner.password }),
  });
  token = ((await login.json()) as { token_info: { token: string } }).token_info.token;
});

afterAll(async () => {
  await stack.stop();
});

const asOwner = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  fetch(`${stack.baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const health = async () => {
  const response = await fetch(`${stack.baseUrl}/api/v1/health`);
  return {
    statusCode: response.status,
    ...((await response.json()) as { services: Record<string, string> }),
  };
};

/** The pid in the supervisor's pid file, or 0 while the process is down. */
const pidOf = (name: string) => {
  try {
    return stack.pidOf(name);
  } catch {
    return 0;
  }
};

/** The supervisor's lines for one process (`[redis] …`). */
const linesOf = (name: string) =>
  stack
    .output()
    .split('\n')
    .filter((line) => line.startsWith(`[${name}]`));

describe('the local stack heals', () => {
  it('takes the services out of /health while the database cannot answer, and back once it can', async () => {
    const postgres = pidOf('postgres');
    process.kill(postgres, 'SIGSTOP');
    try {
      await expect.poll(health, { timeout: 30_000, interval: 500 }).toMatchObject({
        statusCode: 503,
        services: {
          auth: 'NOT_SERVING',
          projects: 'NOT_SERVING',
          chat: 'NOT_SERVING',
          ingestion: 'NOT_SERVING',
          // Billing (plans, subscriptions) and integrations (connections, tokens) keep theirs there too.
          billing: 'NOT_SERVING',
          integrations: 'NOT_SERVING',
          redis: 'SERVING',
        },
      });
    } finally {
      process.kill(postgres, 'SIGCONT');
    }
    await expect.poll(health, { timeout: 30_000, interval: 500 }).toMatchObject({ statusCode: 200 });
  });

  it('restarts a killed redis-server, says so, and owner routes work again without anyone acting', async () => {
    expect((await asOwner('GET', 'projects')).status).toBe(200);
    const redis = pidOf('redis');
    process.kill(redis, 'SIGKILL');

    await expect
      .poll(() => [0, redis].includes(pidOf('redis')), { timeout: 30_000, interval: 250 })
      .toBe(false);
    await expect
      .poll(async () => (await asOwner('GET', 'projects')).status, { timeout: 30_000, interval: 250 })
      .toBe(200);
    expect(linesOf('redis').join('\n')).toMatch(/exited \(SIGKILL\); restarting in \d+ ms/);
    expect(linesOf('redis').join('\n')).toMatch(/started again \(pid \d+\)/);
    await stack.waitForHealthy();
  });

  it('restarts a killed embedded PostgreSQL, says so, and owner routes work again without anyone acting', async () => {
    const postgres = pidOf('postgres');
    process.kill(postgres, 'SIGKILL');

    await expect
      .poll(() => [0, postgres].includes(pidOf('postgres')), { timeout: 30_000, interval: 250 })
      .toBe(false);
    // A write: the pools of projects (and of auth, behind the token check) connected again.
    await expect
      .poll(async () => (await asOwner('POST', 'projects', { name: 'After the crash' })).status, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(201);
    const list = (await (await asOwner('GET', 'projects')).json()) as { data: { name: string }[] };
    expect(list.data.map((project) => project.name)).toContain('After the crash');
    expect(linesOf('postgres').join('\n')).toMatch(/exited \(SIGKILL\); restarting in \d+ ms/);
    expect(linesOf('postgres').join('\n')).toMatch(/started again \(pid \d+\)/);
    await stack.waitForHealthy(30_000);
  });
});
