import type { Redis } from 'ioredis';
import {
  authProto,
  chatProto,
  projectsProto,
  type AuthServiceClient,
  type ChatServiceClient,
  type ProjectsServiceClient,
} from '@sitesage/contracts';
import { createDatabase, databaseHealthCheck } from '@sitesage/db';
import { createPromiseClient, type DependencyChecks } from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { createProducer, createRedis, whatsappInboundJobId, whatsappInboundQueue } from '@sitesage/queue';
import { createAgentAnswering } from './chat/agent-answering.js';
import { systemClock, type Clock } from './clock.js';
import type { IntegrationsConfig } from './config.js';
import { createContactsRepository } from './db/contacts.repository.js';
import { createDeliveryStatusesRepository } from './db/delivery-statuses.repository.js';
import type { IntegrationsDatabase } from './db/database.js';
import { createInboundMessagesRepository } from './db/inbound-messages.repository.js';
import { createIntegrationsRepository } from './db/integrations.repository.js';
import { createOauthStatesRepository } from './db/oauth-states.repository.js';
import { createProjectPurgeService, type ProjectPurgeService } from './domain/purge/project-purge.service.js';
import type { AgentAnswering } from './domain/whatsapp/agent-answering.port.js';
import {
  createInboundReplyService,
  type InboundReplyService,
} from './domain/whatsapp/inbound-reply.service.js';
import { createTokenCipher } from './domain/whatsapp/token-cipher.fns.js';
import {
  createWhatsAppConnectService,
  type WhatsAppSetup,
} from './domain/whatsapp/whatsapp-connect.service.js';
import { createWhatsAppWebhookService } from './domain/whatsapp/whatsapp-webhook.service.js';
import { createMetaGraphClient } from './graph/meta-graph.client.js';
import type { IntegrationsServices } from './grpc/integrations.handlers.js';
import { createOwnerReplyService } from './domain/whatsapp/owner-reply.service.js';

export type IntegrationsContainer = {
  services: IntegrationsServices;
  replies: InboundReplyService;
  /** For the project-purge worker: a deleted agent's connections and messages. */
  purge: ProjectPurgeService;
  dependencies: DependencyChecks;
  redis: Redis;
  /** For the inbound worker (offline queue on: it waits through Redis outages). */
  workerRedis: Redis;
  close(): Promise<void>;
};

export type ContainerOverrides = { clock?: Clock };

/**
 * The Meta app of this installation, or undefined without one (Connect then says so). An app id
 * without its secret or without a token key is a configuration mistake, refused at start.
 */
function whatsappSetup(config: IntegrationsConfig, log: Logger): WhatsAppSetup | undefined {
  const { meta, whatsapp } = config;
  if (meta.appId === '') return undefined;
  if (meta.appSecret === '') throw new Error('META_APP_ID is set without META_APP_SECRET');
  if (whatsapp.tokenKey === '') throw new Error('META_APP_ID is set without WHATSAPP_TOKEN_KEY');
  return {
    graph: createMetaGraphClient(meta, log),
    cipher: createTokenCipher(whatsapp.tokenKey),
    stateTtlMs: whatsapp.stateTtlMs,
  };
}

/** Hand wiring of everything the integrations service holds: no container library, just calls. */
export function createIntegrationsContainer(
  config: IntegrationsConfig,
  log: Logger,
  overrides: ContainerOverrides = {},
): IntegrationsContainer {
  const clock = overrides.clock ?? systemClock;
  const db = createDatabase<IntegrationsDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: 'sitesage-integrations',
  });
  const redis = createRedis(config.redis.url, 'request');
  const workerRedis = createRedis(config.redis.url, 'worker');
  for (const connection of [redis, workerRedis]) {
    connection.on('error', (error: Error) => {
      log.warn({ err: error }, 'redis connection problem');
    });
  }
  const setup = whatsappSetup(config, log);
  const integrations = createIntegrationsRepository(db);
  const messages = createInboundMessagesRepository(db);

  const clientOptions = (serviceName: 'auth' | 'projects' | 'chat') => ({
    serviceName,
    target: config[serviceName],
    deadlineMs: 10_000,
  });
  const auth = createPromiseClient<AuthServiceClient>(
    authProto().sitesage.auth.v1.AuthService,
    clientOptions('auth'),
  );
  const projects = createPromiseClient<ProjectsServiceClient>(
    projectsProto().sitesage.projects.v1.ProjectsService,
    clientOptions('projects'),
  );
  const chat = createPromiseClient<ChatServiceClient>(
    chatProto().sitesage.chat.v1.ChatService,
    clientOptions('chat'),
  );
  const answering: AgentAnswering = createAgentAnswering({ auth, projects, chat });

  const producer = createProducer(whatsappInboundQueue, redis);
  const states = createOauthStatesRepository(db);
  const whatsapp = createWhatsAppConnectService({ clock, log, integrations, states, setup });
  const contacts = createContactsRepository(db);
  const services: IntegrationsServices = {
    whatsapp,
    webhooks: createWhatsAppWebhookService({
      clock,
      log,
      messages,
      statuses: createDeliveryStatusesRepository(db),
      appSecret: setup ? config.meta.appSecret : '',
      verifyToken: config.whatsapp.verifyToken,
      enqueue: (messageId) => producer.add({ messageId }, { jobId: whatsappInboundJobId(messageId) }),
    }),
    ownerReplies: createOwnerReplyService({
      clock,
      log,
      integrations,
      contacts,
      inbound: messages,
      answering,
      setup,
    }),
  };
  const replies = createInboundReplyService({
    clock,
    log,
    messages,
    integrations,
    contacts,
    answering,
    setup,
  });

  const purge = createProjectPurgeService({ log, integrations, messages, states, connections: whatsapp });

  return {
    services,
    replies,
    purge,
    redis,
    workerRedis,
    dependencies: {
      intervalMs: config.database.healthCheckMs,
      checks: { database: databaseHealthCheck(db) },
    },
    async close() {
      auth.close();
      projects.close();
      chat.close();
      await producer.close();
      redis.disconnect();
      workerRedis.disconnect();
      await db.destroy();
    },
  };
}
