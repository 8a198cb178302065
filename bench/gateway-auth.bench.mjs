#!/usr/bin/env node
// Gateway → auth round trip: GET /api/v1/auth/current-user with a valid token, 50 connections,
// against the whole product started as `npm start` does (build first: npm run build). Prints the
// figures and records them in docs/benchmarks.md between this benchmark's markers.
//   node bench/gateway-auth.bench.mjs [--duration 30] [--connections 50]
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startLocalStack } from '@sitesage/infra';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '30' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const stack = await startLocalStack({ RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' });
try {
  await stack.waitForHealthy();
  const token = await signUp(stack);
  const url = `${stack.baseUrl}/api/v1/auth/current-user`;
  const headers = { authorization: `Bearer ${token}` };

  await autocannon({ url, headers, connections, duration: 5 }); // warm-up: JIT, pools, connections
  const result = await autocannon({ url, headers, connections, duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  const figures = {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
  };
  console.log(
    `GET /api/v1/auth/current-user, ${connections} connections, ${duration} s: ` +
      `${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${failures} non-2xx/errors`,
  );
  record(figures);
  if (failures > 0) process.exitCode = 1;
} finally {
  await stack.stop();
}

async function signUp({ baseUrl, outbox }) {
  const phone = `+9199${String(Date.now()).slice(-8)}`;
  const post = (path, body) =>
    fetch(`${baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const { user_id } = await post('auth/register', {
    full_name: 'Bench Owner',
    email: `bench-${Date.now()}@example.test`,
    phone,
    password: 'correct horse battery staple',
  });
  const code = outbox().findLast((message) => message.to === phone)?.code;
  const login = await post('auth/verify-otp', { user_id, otp: code });
  if (!login.token_info) throw new Error(`sign-up failed: ${JSON.stringify(login)}`);
  return login.token_info.token;
}

function record({ requestsPerSecond, p50, p99, failures }) {
  const file = new URL('../docs/benchmarks.md', import.meta.url);
  const text = readFileSync(file, 'utf8');
  const start = '<!-- bench:gateway-auth -->';
  const end = '<!-- /bench:gateway-auth -->';
  const row =
    `| ${new Date().toISOString().slice(0, 10)} | ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'} | ` +
    `${connections} | ${duration} s | **${requestsPerSecond}** | ${p50} ms | **${p99} ms** | ${failures} |`;
  const table =
    `${start}\n| date | machine | connections | duration | req/s | p50 | p99 | non-2xx |\n` +
    `| --- | --- | --- | --- | --- | --- | --- | --- |\n${row}\n${end}`;
  writeFileSync(file, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table));
}
