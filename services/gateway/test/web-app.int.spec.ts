import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRedis } from '@sitesage/queue';
import { startTestRedis, type TestRedis } from '@sitesage/testing';
import type { Redis } from 'ioredis';
import { createServiceClients, type ServiceClients } from '../src/clients.js';
import { loadGatewayConfig } from '../src/config.js';
import { registerSecurityHeaders } from '../src/plugins/security-headers.js';
import { registerWebApp } from '../src/plugins/web-app.js';
import { buildGateway } from '../src/server.js';
import { silentLog } from './harness.js';

// The web app as the gateway serves it: compressed assets and each public page's own head.

const script = `console.log(${JSON.stringify('SiteSage '.repeat(400))});`;

/** A web build as `npm run build` leaves it: pages, hashed assets and their compressed copies. */
function builtWebApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'sitesage-web-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'pages'));
  const head = (title: string, path: string) =>
    `<!doctype html><title>${title}</title><meta property="og:url" content="__SITE_ORIGIN__${path}">`;
  writeFileSync(join(dist, 'index.html'), head('SiteSage', '/'));
  writeFileSync(join(dist, 'pages', 'pricing.html'), head('Pricing — SiteSage', '/pricing'));
  writeFileSync(join(dist, 'bot.html'), '<!doctype html><title>chat</title>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
  writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
  return dist;
}

let redisServer: TestRedis;
let redis: Redis;
let clients: ServiceClients;
let app: FastifyInstance;

beforeAll(async () => {
  redisServer = await startTestRedis();
  redis = createRedis(redisServer.url, 'request');
  const config = loadGatewayConfig({
    REDIS_URL: redisServer.url,
    WEB_DIST_DIR: builtWebApp(),
    PUBLIC_URL: 'https://sitesage.example',
  });
  clients = createServiceClients(config.services);
  app = await buildGateway({ config, log: silentLog, clients, redis });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  clients.close();
  redis.disconnect();
  await redisServer.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('sends scripts compressed the way the browser accepts, cached for a year', async () => {
    const brotli = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves a public page with its own title and absolute link-preview address', async () => {
    const pricing = await get('/pricing');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.headers['content-type']).toContain('text/html');
    expect(pricing.headers['cache-control']).toBe('no-cache');
    expect(pricing.body).toContain('<title>Pricing — SiteSage</title>');
    expect(pricing.body).toContain('content="https://sitesage.example/pricing"');

    const admin = await get('/admin/dashboard');
    expect(admin.body).toContain('<title>SiteSage</title>');
    expect(admin.body).not.toContain('__SITE_ORIGIN__');
  });
});

describe("the chat page's framing policy for allowed websites that are no plain host name", () => {
  // Entries the projects service would refuse today; the gateway must never paste them into a header (F8).
  const storedLists: Record<string, string[]> = {
    semicolon: ['a.com;report-uri /x'],
    wildcard: ['*'],
    quoted: ["a.com 'unsafe-inline'"],
    encoded: ['shop.test%3Bscript-src%20*'],
    underscore: ['my_shop.test'],
  };
  let framed: FastifyInstance;

  beforeAll(async () => {
    framed = Fastify();
    registerSecurityHeaders(framed);
    await registerWebApp(framed, builtWebApp(), {
      framingOfAgent: async (_request, slug) => ({
        allowedHosts: storedLists[slug] ?? ['shop.test', '*.shop.test'],
        allowLocalhost: false,
      }),
    });
    await framed.ready();
  });
  afterAll(async () => {
    await framed.close();
  });

  const directivesOf = async (slug: string) => {
    const page = await framed.inject({ method: 'GET', url: `/bot/${slug}` });
    expect(page.statusCode).toBe(200);
    return String(page.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
  };

  it('lets such an agent be framed by SiteSage only, adding no source, wildcard or directive', async () => {
    const expected = await directivesOf('valid');
    expect(expected).toContain(
      "frame-ancestors 'self' https://shop.test http://shop.test https://*.shop.test http://*.shop.test",
    );
    const otherDirectives = expected.filter((directive) => !directive.startsWith('frame-ancestors'));
    for (const slug of Object.keys(storedLists)) {
      const directives = await directivesOf(slug);
      expect(directives, slug).toContain("frame-ancestors 'self'");
      expect(
        directives.filter((directive) => !directive.startsWith('frame-ancestors')),
        slug,
      ).toEqual(otherDirectives);
    }
  });
});
