import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { isAcceptableRequestId, requestIdHeader, type Logger } from '@sitesage/logger';
import type { ServiceClients } from './clients.js';
import type { GatewayConfig } from './config.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerValidators } from './plugins/validators.js';
import { contractRoutes } from './http/contract.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerXsrf } from './plugins/xsrf.js';
import { registerAuthRoutes } from './routes/auth.routes.js';
import { registerChatRoutes } from './routes/chat.routes.js';
import { registerTakeoverRoutes } from './routes/takeover.routes.js';
import { createVisitorProjects } from './routes/visitor-projects.js';
import { registerFileDownloadRoutes } from './routes/file-download.routes.js';
import { registerHealthRoutes } from './routes/health.routes.js';
import { registerKnowledgeUploadRoutes } from './routes/knowledge-upload.routes.js';
import { registerKnowledgeRoutes } from './routes/knowledge.routes.js';
import { registerQaRoutes } from './routes/qa.routes.js';
import { registerUnansweredRoutes } from './routes/unanswered.routes.js';
import { registerInsightsRoutes } from './routes/insights.routes.js';
import { registerProjectRoutes } from './routes/project.routes.js';
import { registerSitemapRoutes } from './routes/sitemap.routes.js';
import { registerSupportRoutes } from './routes/support.routes.js';
import { registerPaymentRoutes } from './routes/payment.routes.js';
import { registerPaymentWebhookRoutes } from './routes/payment-webhook.routes.js';
import { registerIntegrationRoutes } from './routes/integrations.routes.js';
import { registerWhatsAppWebhookRoutes } from './routes/whatsapp-webhook.routes.js';
import { registerVisitorCors } from './plugins/visitor-cors.js';

export type GatewayDependencies = {
  config: GatewayConfig;
  log: Logger;
  clients: ServiceClients;
  redis: Redis;
};

/** Builds the gateway without listening, so tests can drive it with inject() or on port 0. */
export async function buildGateway({
  config,
  log,
  clients,
  redis,
}: GatewayDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify declares its own narrower logger type; ours is the same pino logger. (The cast is needed
    // when built against the libraries' declarations, not when linted against their sources.)
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.http.bodyLimitBytes,
    trustProxy: config.http.trustProxy,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    genReqId: (request) => {
      const offered = request.headers[requestIdHeader];
      return isAcceptableRequestId(offered) ? offered : randomUUID();
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
    // TRACE echoes requests back (cross-site tracing); nothing here needs it.
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      return reply
        .status(405)
        .send({ detail: 'Method not allowed', code: 'INVALID_ARGUMENT', request_id: request.id });
    }
  });

  // One cache of the agents visitors name, shared by the chat API and the chat page's framing policy.
  const resolveVisitorProject = createVisitorProjects(clients);

  registerValidators(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, { checkoutScriptUrl: config.web.checkoutScriptUrl });
  await app.register(cookie);
  registerXsrf(app);
  await registerOpenApi(app);

  await app.register(
    async (untyped) => {
      // Every route below takes its request and reply types from its schema (http/contract.ts).
      const api = contractRoutes(untyped);
      await registerRateLimits(api, { redis, perMinute: config.rateLimit.perMinute });
      // Before the routes: route groups registered as plugins take the hooks their parent has then.
      registerVisitorCors(api);
      registerHealthRoutes(api, clients, redis);
      registerAuthRoutes(api, clients, { authPerMinute: config.rateLimit.authPerMinute });
      registerSupportRoutes(api, clients, {
        channels: config.support,
        perMinute: config.rateLimit.authPerMinute,
      });
      registerProjectRoutes(api, clients, { onAgentChanged: resolveVisitorProject.forget });
      await registerKnowledgeRoutes(api, clients);
      await registerKnowledgeUploadRoutes(api, clients);
      await registerQaRoutes(api, clients);
      await registerUnansweredRoutes(api, clients);
      await registerInsightsRoutes(api, clients);
      registerFileDownloadRoutes(api, clients);
      registerSitemapRoutes(api, clients);
      registerChatRoutes(api, clients, { trustProxy: config.http.trustProxy, resolveVisitorProject });
      registerTakeoverRoutes(api, clients, { resolveVisitorProject });
      await registerPaymentRoutes(api, clients);
      await registerPaymentWebhookRoutes(api, clients);
      await registerIntegrationRoutes(api, clients);
      await registerWhatsAppWebhookRoutes(api, clients);
    },
    { prefix: '/api/v1' },
  );

  await registerWebApp(app, config.web.distDir, {
    publicUrl: config.web.publicUrl,
    framingOfAgent: async (request, slug) => {
      const { allowedHosts, allowLocalhost } = await resolveVisitorProject(request, slug);
      return { allowedHosts, allowLocalhost };
    },
  });
  return app;
}
