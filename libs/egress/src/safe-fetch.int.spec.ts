// safeFetch against real servers on loopback: a fixture site and a canary that counts every
// request it receives (the pass criterion for every refusal is 0 canary hits). Host names are
// answered by an injected resolver, so no test makes a DNS query or leaves the machine.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressError } from './egress-error.js';
import { createEgressPolicy, type Resolver } from './egress-policy.js';
import { keepConnectionsAlive } from './kept-alive-connections.js';
import { responseText, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

type Running = { server: Server; port: number; hits: string[] };

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Running> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

const mb = 1024 * 1024;
// Highly compressible: 64 MB of zeros is about 64 KB gzipped.
const gzipBomb = gzipSync(Buffer.alloc(64 * mb));
const brotliBomb = brotliCompressSync(Buffer.alloc(64 * mb));
const page = '<html><head><title>Fixture</title></head><body>Hello from the fixture</body></html>';

let fixture: Running;
let canary: Running;
let base: string;
const open: ServerResponse[] = [];

beforeAll(async () => {
  canary = await listen((_req, res) => {
    res.end('CANARY');
  });
  fixture = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture.test');
    const route = url.pathname;
    if (route === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    } else if (route === '/etag') {
      // Unchanged while asked for with its ETag.
      if (req.headers['if-none-match'] === '"v1"') res.writeHead(304, { etag: '"v1"' }).end();
      else res.writeHead(200, { 'content-type': 'text/html', etag: '"v1"' }).end(page);
    } else if (route === '/latin1') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=ISO-8859-1' });
      res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    } else if (route === '/gzip-page') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(page));
    } else if (route === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/',
      });
      res.end();
    } else if (route.startsWith('/chain/')) {
      const hop = Number(route.slice('/chain/'.length));
      const hops = Number(url.searchParams.get('hops'));
      if (hop >= hops) res.end('end of chain');
      else {
        res.writeHead(301, { location: `/chain/${hop + 1}?hops=${hops}` });
        res.end();
      }
    } else if (route === '/big') {
      res.writeHead(200, { 'content-length': String(3 * mb) });
      res.end(Buffer.alloc(3 * mb, 'a'));
    } else if (route === '/endless') {
      // No length: a body that never ends unless the client stops reading.
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'b');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    } else if (route === '/gzip-bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipBomb);
    } else if (route === '/br-bomb') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' });
      res.end(brotliBomb);
    } else if (route === '/hang') {
      open.push(res); // never answers
    } else if (route === '/drip') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      open.push(res);
      const timer = setInterval(() => {
        if (res.destroyed) clearInterval(timer);
        else res.write('.');
      }, 50);
    } else if (route === '/huge-headers') {
      res.writeHead(200, { 'x-padding': 'p'.repeat(100 * 1024) });
      res.end('ok');
    } else if (route === '/missing') {
      res.writeHead(404);
      res.end('not here');
    } else {
      res.writeHead(200);
      res.end('root');
    }
  });
  base = `http://127.0.0.1:${fixture.port}`;
});

afterAll(async () => {
  for (const res of open) res.destroy();
  for (const { server } of [fixture, canary]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** Names ending in .test resolve as the table says (loopback by default); anything else is unknown. */
function testResolver(table: Record<string, string[]> = {}): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (hostname: string) => {
    calls.push(hostname);
    const answers = table[hostname] ?? (hostname.endsWith('.test') ? ['127.0.0.1'] : undefined);
    if (!answers)
      return Promise.reject(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
      );
    return Promise.resolve(
      answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const),
    );
  };
  return Object.assign(resolve, { calls });
}

const limits: SafeFetchOptions = { maxBytes: mb, timeoutMs: 5_000 };

/** The EgressError a fetch failed with (fails the test if it succeeded). */
async function refusal(promise: Promise<unknown>): Promise<EgressError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EgressError) return error;
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

describe('safeFetch on loopback', () => {
  it('refuses the loopback fixture unless it is allow-listed by configuration', async () => {
    const strict = createEgressPolicy({ lookup: testResolver() });
    const before = fixture.hits.length;
    expect((await refusal(safeFetch(`${base}/page`, limits, strict))).reason).toBe('blocked_port');
    expect(
      (await refusal(safeFetch(`http://fixture.test:${fixture.port}/page`, limits, strict))).reason,
    ).toBe('blocked_port');
    expect(fixture.hits.length).toBe(before);

    const allowed = createEgressPolicy({ allowHosts: `127.0.0.1:${fixture.port}`, lookup: testResolver() });
    const response = await safeFetch(`${base}/page`, { ...limits, accept: 'text/html' }, allowed);
    expect(response).toMatchObject({
      url: `${base}/page`,
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
    });
    expect(responseText(response)).toBe(page);
  });

  it('refuses names that resolve to internal addresses at connect time, asking the resolver on every connection', async () => {
    const lookup = testResolver({
      'rebind.test': ['127.0.0.1'],
      'mapped.test': ['::ffff:127.0.0.1'],
      'metadata.test': ['169.254.169.254'],
      'mixed.test': ['11.0.0.10', '127.0.0.1'],
      'internal.test': ['10.0.0.10'],
    });
    const policy = createEgressPolicy({ allowHosts: `fixture.test:${fixture.port}`, lookup });
    for (const host of ['rebind.test', 'mapped.test', 'metadata.test', 'mixed.test', 'internal.test']) {
      const error = await refusal(safeFetch(`http://${host}/`, limits, policy));
      expect(error.reason, host).toBe('blocked_address');
      expect(error.message).toContain(host);
    }
    expect(lookup.calls).toEqual([
      'rebind.test',
      'mapped.test',
      'metadata.test',
      'mixed.test',
      'internal.test',
    ]);

    // Each connection resolves again (nothing cached between hops): two hops, two lookups.
    lookup.calls.length = 0;
    await safeFetch(`http://fixture.test:${fixture.port}/redirect?to=/page`, limits, policy);
    expect(lookup.calls).toEqual(['fixture.test', 'fixture.test']);
  });

  it('re-checks every redirect: an allowed host cannot send the fetch to a private address', async () => {
    const policy = createEgressPolicy({
      allowHosts: `127.0.0.1:${fixture.port}`,
      lookup: testResolver({ 'rebind.test': ['127.0.0.1'] }),
    });
    const to = (target: string, status = 302) =>
      `${base}/redirect?status=${status}&to=${encodeURIComponent(target)}`;
    const cases: [string, string][] = [
      [to(`http://127.0.0.1:${canary.port}/`), 'blocked_port'],
      [to(`http://127.0.0.1:${canary.port}/`, 307), 'blocked_port'],
      [to('http://127.0.0.1/'), 'blocked_address'],
      [to('http://localhost/'), 'blocked_address'],
      [to('http://rebind.test/', 301), 'blocked_address'],
      [to('http://169.254.169.254/latest/meta-data/', 308), 'blocked_address'],
      [to('http://[::ffff:7f00:1]/', 303), 'blocked_address'],
      [to('http://2130706433/'), 'blocked_address'],
      [to('file:///etc/passwd'), 'not_allowed_scheme'],
      [to(`gopher://127.0.0.1:${canary.port}/_INFO`), 'not_allowed_scheme'],
      [to(`http://user:pw@127.0.0.1:${fixture.port}/page`), 'invalid_url'],
    ];
    for (const [url, reason] of cases)
      expect((await refusal(safeFetch(url, limits, policy))).reason, url).toBe(reason);
    expect(canary.hits).toEqual([]);

    // A redirect within the allowed host is followed.
    const followed = await safeFetch(to('/page'), limits, policy);
    expect(followed.url).toBe(`${base}/page`);
    expect(followed.redirects).toEqual([`${base}/page`]);
  });

  it('follows at most 5 redirects', async () => {
    const policy = createEgressPolicy({ allowHosts: `127.0.0.1:${fixture.port}` });
    const five = await safeFetch(`${base}/chain/0?hops=5`, limits, policy);
    expect(five.redirects).toHaveLength(5);
    expect(five.body.toString()).toBe('end of chain');
    expect((await refusal(safeFetch(`${base}/chain/0?hops=6`, limits, policy))).reason).toBe(
      'too_many_redirects',
    );
  });

  it('caps the body size, declared or streamed', async () => {
    const policy = createEgressPolicy({ allowHosts: `127.0.0.1:${fixture.port}` });
    const big = await refusal(safeFetch(`${base}/big`, limits, policy));
    expect(big.reason).toBe('too_large');
    expect(big.message).toBe('The response is larger than 1 MB.');
    expect((await refusal(safeFetch(`${base}/endless`, limits, policy))).reason).toBe('too_large');
    expect((await refusal(safeFetch(`${base}/huge-headers`, limits, policy))).reason).toBe('too_large');
    expect((await safeFetch(`${base}/big`, { ...limits, maxBytes: 4 * mb }, policy)).body.length).toBe(
      3 * mb,
    );
  });

  it('decodes compressed bodies and stops a zip bomb at the cap', async () => {
    const policy = createEgressPolicy({ allowHosts: `127.0.0.1:${fixture.port}` });
    expect(responseText(await safeFetch(`${base}/gzip-page`, limits, policy))).toBe(page);
    for (const bomb of ['/gzip-bomb', '/br-bomb']) {
      const error = await refusal(safeFetch(`${base}${bomb}`, limits, policy));
      expect(error.reason, bomb).toBe('too_large');
    }
  });

  it('caps the total time: a silent server and a server that drips', async () => {
    const policy = createEgressPolicy({ allowHosts: `127.0.0.1:${fixture.port}` });
    const hang = await refusal(safeFetch(`${base}/hang`, { ...limits, timeoutMs: 300 }, policy));
    expect(hang.reason).toBe('timeout');
    expect(hang.message).toBe('The site did not answer within 0.3 seconds.');
    expect((await refusal(safeFetch(`${base}/drip`, { ...limits, timeoutMs: 300 }, policy))).reason).toBe(
      'timeout',
    );

    const controller = new AbortController();
    const cancelled = refusal(safeFetch(`${base}/hang`, { ...limits, signal: controller.signal }, policy));
    controller.abort();
    expect((await cancelled).reason).toBe('timeout');
  });

  it('reports error statuses, unknown names and closed ports in words', async () => {
    const policy = createEgressPolicy({
      allowHosts: `127.0.0.1:${fixture.port},127.0.0.1:1,nowhere.example`,
      lookup: testResolver(),
    });
    const missing = await refusal(safeFetch(`${base}/missing`, limits, policy));
    expect(missing).toMatchObject({
      reason: 'http_status',
      status: 404,
      message: 'The site answered with HTTP 404.',
    });
    expect((await refusal(safeFetch('http://nowhere.example/', limits, policy))).reason).toBe('dns');
    expect((await refusal(safeFetch('http://127.0.0.1:1/', limits, policy))).reason).toBe('unreachable');
    expect((await refusal(safeFetch('not a url', limits, policy))).reason).toBe('invalid_url');
  });

  it('decodes the declared charset', async () => {
    const policy = createEgressPolicy({ allowHosts: `127.0.0.1:${fixture.port}` });
    expect(responseText(await safeFetch(`${base}/latin1`, limits, policy))).toBe('café');
  });

  it('kept-alive connections: a run of conditional requests shares one connection, and every new one is still checked', async () => {
    const lookup = testResolver({ 'internal.test': ['10.0.0.10'] });
    const policy = createEgressPolicy({ allowHosts: `fixture.test:${fixture.port}`, lookup });
    let connections = 0;
    const count = () => {
      connections += 1;
    };
    fixture.server.on('connection', count);
    const connectionsKept = keepConnectionsAlive();
    try {
      const options = { ...limits, connections: connectionsKept };
      const held = { etag: '"v1"', lastModified: '' };
      const url = `http://fixture.test:${fixture.port}/etag`;
      for (let i = 0; i < 5; i += 1) {
        expect((await safeFetch(url, { ...options, validators: held }, policy)).status).toBe(304);
      }
      expect(responseText(await safeFetch(url, options, policy))).toBe(page);
      expect((await safeFetch(url, { ...options, validators: held }, policy)).status).toBe(304);
      // Seven requests, one connection, one lookup.
      expect(connections).toBe(1);
      expect(lookup.calls).toEqual(['fixture.test']);

      // The same pool asked for an internal address, by name or by a redirect: refused, 0 hits.
      const canaryHits = canary.hits.length;
      expect((await refusal(safeFetch('http://internal.test/', options, policy))).reason).toBe(
        'blocked_address',
      );
      const redirect = `http://fixture.test:${fixture.port}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${canary.port}/`)}`;
      expect((await refusal(safeFetch(redirect, options, policy))).reason).toBe('blocked_port');
      expect(canary.hits.length).toBe(canaryHits);
    } finally {
      connectionsKept.close();
      fixture.server.off('connection', count);
    }
  });
});
