import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@sitesage/logger';
import { createServiceClients, type ServiceClients } from '../clients.js';
import { loadGatewayConfig } from '../config.js';
import { buildGateway } from '../server.js';

/**
 * Every /api/v1 route of the real gateway, with the preHandler hooks it runs. A route an owner
 * calls is declared in an owner route group (plugins/owner-routes.ts), whose hook authenticates the
 * owner and checks the agent: a new route left out of its group shows up here without the hook.
 */
type Route = { route: string; preHandler: string[] };

// These routes check no owner in the gateway, each for its reason.
const notOwnerRoutes = [
  // Signing in and up, and the account itself: the auth service checks the token it is given.
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/verify-otp',
  'POST /api/v1/auth/resend-otp',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/current-user',
  'PUT /api/v1/auth/current-user',
  'POST /api/v1/auth/change-password',
  // Public: health, the contact page, an agent's public view, the visitor chat.
  'GET /api/v1/health',
  'GET /api/v1/support/channels',
  'POST /api/v1/support/messages',
  'GET /api/v1/projects/project/:project_id',
  'POST /api/v1/sessions',
  'POST /api/v1/bot/message',
  'POST /api/v1/bot/stream-message',
  'POST /api/v1/bot/send-bot-message',
  // The visitor's chat waiting for an owner's messages: the session id is the visitor's capability.
  'GET /api/v1/bot/live',
  // The plan catalogue is public (the pricing page shows it); Razorpay's webhook is signed instead.
  'GET /api/v1/payment/plans',
  'POST /api/v1/payment/webhooks/razorpay',
  // Meta's WhatsApp webhook: the handshake's verify token and the deliveries' signature instead.
  'GET /api/v1/integrations/whatsapp/webhook',
  'POST /api/v1/integrations/whatsapp/webhook',
  // A download link is its own short-lived capability (the token in the path).
  'GET /api/v1/files/:token',
];

// Routes naming an agent the owner must own (its id in the path or query string).
const projectOwnerRoutes = [
  'GET /api/v1/knowledgebase/:project_id|:id|:kb_id',
  'POST /api/v1/knowledgebase/:project_id|:id|:kb_id',
  'GET /api/v1/sessions',
  'GET /api/v1/bot/sessions',
  'GET /api/v1/bot/sessions/:session_id',
  'POST /api/v1/bot/sessions/:session_id/takeover',
  'POST /api/v1/bot/sessions/:session_id/hand-back',
  'POST /api/v1/bot/sessions/:session_id/owner-messages',
  'GET /api/v1/integrations',
  'GET /api/v1/integrations/catalogue',
  'POST /api/v1/integrations/whatsapp/connect',
  'POST /api/v1/integrations/whatsapp/callback',
  'GET /api/v1/projects/:id/unanswered',
  'POST /api/v1/projects/:id/unanswered/:group_id/dismiss',
  'GET /api/v1/projects/:id/insights',
];

// Sync now (the set's owner is checked by ingestion, which answers another owner's set not found).
const syncRoute = 'POST /api/v1/knowledgebase/:project_id|:id|:kb_id/sync';

const ownerHooks = ['requireOwner', 'requireProjectOwner', 'identifyProjectOwner'];

/**
 * Reads Fastify's route tree (`printRoutes({ includeHooks: true, commonPrefix: false })`): a line
 * `├── /segment (GET, POST)` opens a node under the one above it, `│   /segment (PUT)` adds more
 * methods to the current node, and `• (preHandler) ["name()"]` lists the hooks of the line before.
 */
function routesIn(tree: string): Route[] {
  const routes: Route[] = [];
  const segments: string[] = [];
  let last: Route[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const hooks = /• \((\w+)\) (\[.*\])$/.exec(line);
    if (hooks) {
      const names = (JSON.parse(hooks[2] ?? '[]') as string[]).map((name) => name.replace(/\(\)$/, ''));
      if (hooks[1] === 'preHandler') for (const route of last) route.preHandler = names;
      continue;
    }
    const node = /^((?:[│ ] {3})*)([├└]── )?(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!node) throw new Error(`Unexpected route tree line: ${line}`);
    const depth = (node[1] ?? '').length / 4 - (node[2] ? 0 : 1);
    segments.length = depth + 1;
    if (node[2]) segments[depth] = node[3] ?? '';
    const path = segments.join('');
    last = (node[4] ?? '').split(', ').map((method) => ({ route: `${method} ${path}`, preHandler: [] }));
    routes.push(...last);
  }
  return routes;
}

let clients: ServiceClients;
let redis: Redis;
let apiRoutes: Route[];

beforeAll(async () => {
  const config = loadGatewayConfig({ WEB_DIST_DIR: '/nonexistent' });
  // Nothing is called: the gateway is only built. The clients and Redis never connect.
  clients = createServiceClients(config.services);
  redis = new Redis({ lazyConnect: true });
  const app = await buildGateway({
    config,
    log: createLogger({ service: 'test', level: 'silent' }),
    clients,
    redis,
  });
  await app.ready();
  apiRoutes = routesIn(app.printRoutes({ includeHooks: true, commonPrefix: false })).filter(
    ({ route }) => / \/api\/v1\//.test(route) && !/^(HEAD|OPTIONS) /.test(route),
  );
  await app.close();
});

afterAll(() => {
  clients.close();
  redis.disconnect();
});

describe('owner routes', () => {
  it('finds the routes this test is about', () => {
    const found = apiRoutes.map(({ route }) => route);
    expect(found).toEqual(expect.arrayContaining([...notOwnerRoutes, ...projectOwnerRoutes]));
    expect(found).toContain('PUT /api/v1/projects/:id');
    expect(found).toContain(syncRoute);
  });

  it('Sync now authenticates its owner (ingestion then answers not found for another owner’s set)', () => {
    expect(apiRoutes.find((r) => r.route === syncRoute)?.preHandler).toContain('requireOwner');
  });

  it('every other /api/v1 route authenticates its owner in a route hook, before its handler', () => {
    const unguarded = apiRoutes
      .filter(({ route }) => !notOwnerRoutes.includes(route))
      .filter(({ preHandler }) => !preHandler.some((name) => ownerHooks.includes(name)))
      .map(({ route }) => route);
    expect(unguarded).toEqual([]);
  });

  it('routes naming an agent check that the owner owns it', () => {
    for (const route of projectOwnerRoutes) {
      expect(apiRoutes.find((r) => r.route === route)?.preHandler, route).toContain('requireProjectOwner');
    }
    // The conversation history is the owner's view with a token, the visitor's without one.
    expect(apiRoutes.find((r) => r.route === 'GET /api/v1/bot/history')?.preHandler).toContain(
      'identifyProjectOwner',
    );
  });
});
