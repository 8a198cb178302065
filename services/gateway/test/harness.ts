import type { ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import type { FastifyInstance } from 'fastify';
import {
  authProto,
  billingProto,
  chatProto,
  ingestionProto,
  integrationsProto,
  projectsProto,
  type AuthServiceHandlers,
  type BillingServiceHandlers,
  type ChatServiceHandlers,
  type IngestionServiceHandlers,
  type IntegrationsServiceHandlers,
  type ProjectsServiceHandlers,
} from '@sitesage/contracts';
import { implement, startGrpcServer, type GrpcServer, type Implementation } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { createRedis } from '@sitesage/queue';
import { startTestRedis } from '@sitesage/testing';
import { createServiceClients } from '../src/clients.js';
import { loadGatewayConfig } from '../src/config.js';
import { buildGateway } from '../src/server.js';

export const silentLog = createLogger({ service: 'test', level: 'silent' });

/**
 * A real gRPC server answering with scripted functions: the gateway under test talks to it exactly
 * as to the real service, so these tests cover the HTTP side without the services' own rules.
 */
export async function startScriptedService<H extends UntypedServiceImplementation>(
  name: string,
  definition: ServiceDefinition,
  /** Methods a test leaves out answer UNIMPLEMENTED, as a real server without them would. */
  script: Partial<Implementation<H>>,
  port = 0,
): Promise<GrpcServer> {
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port,
    log: silentLog,
    services: [
      {
        definition,
        implementation: implement<H>(silentLog, name, script as unknown as Implementation<H>, { definition }),
      },
    ],
  });
  server.markServing();
  return server;
}

/** The scripts of the services a test scripts; a service left out is not started or configured. */
export type ServiceScripts = {
  auth?: Partial<Implementation<AuthServiceHandlers>>;
  projects?: Partial<Implementation<ProjectsServiceHandlers>>;
  chat?: Partial<Implementation<ChatServiceHandlers>>;
  ingestion?: Partial<Implementation<IngestionServiceHandlers>>;
  billing?: Partial<Implementation<BillingServiceHandlers>>;
  integrations?: Partial<Implementation<IntegrationsServiceHandlers>>;
};

export type ScriptedGateway = { app: FastifyInstance; stop(): Promise<void> };

/**
 * The gateway under test in front of scripted services, with its own Redis: what most gateway
 * tests start before their first request. `env` adds or overrides gateway settings.
 */
export async function startScriptedGateway(
  scripts: ServiceScripts,
  env: Record<string, string> = {},
): Promise<ScriptedGateway> {
  const definitions: Record<keyof ServiceScripts, ServiceDefinition> = {
    auth: authProto().sitesage.auth.v1.AuthService.service,
    projects: projectsProto().sitesage.projects.v1.ProjectsService.service,
    chat: chatProto().sitesage.chat.v1.ChatService.service,
    ingestion: ingestionProto().sitesage.ingestion.v1.IngestionService.service,
    billing: billingProto().sitesage.billing.v1.BillingService.service,
    integrations: integrationsProto().sitesage.integrations.v1.IntegrationsService.service,
  };
  const redisServer = await startTestRedis();
  const redis = createRedis(redisServer.url, 'request');
  const names = (Object.keys(definitions) as (keyof ServiceScripts)[]).filter((name) => scripts[name]);
  const servers = await Promise.all(
    names.map((name) => startScriptedService(name, definitions[name], scripts[name] as never)),
  );
  const urls = Object.fromEntries(
    names.map((name, i) => [`${name.toUpperCase()}_GRPC_URL`, `127.0.0.1:${String(servers[i]?.port)}`]),
  );
  const config = loadGatewayConfig({
    ...urls,
    REDIS_URL: redisServer.url,
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  });
  const clients = createServiceClients(config.services);
  const app = await buildGateway({ config, log: silentLog, clients, redis });
  await app.ready();
  return {
    app,
    async stop() {
      await app.close();
      clients.close();
      await Promise.all(servers.map((server) => server.shutdown(500)));
      redis.disconnect();
      await redisServer.stop();
    },
  };
}
