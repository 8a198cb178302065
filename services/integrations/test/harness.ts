import { randomBytes } from 'node:crypto';
import type { ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import type { Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import {
  authProto,
  chatProto,
  integrationsProto,
  projectsProto,
  type AuthServiceHandlers,
  type ChatServiceHandlers,
  type IntegrationsServiceClient,
  type ProjectsServiceHandlers,
} from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import { AppError } from '@sitesage/errors';
import {
  createPromiseClient,
  implement,
  startGrpcServer,
  type GrpcServer,
  type Implementation,
  type PromiseClient,
  type ServiceRegistration,
} from '@sitesage/grpc';
import { captureLogs, startFakeMetaGraph, startServiceStores, type FakeMetaGraph } from '@sitesage/testing';
import { loadIntegrationsConfig, type IntegrationsConfig } from '../src/config.js';
import { createIntegrationsContainer, type IntegrationsContainer } from '../src/container.js';
import type { IntegrationsDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { startIntegrationsServer } from '../src/server.js';
import { startProjectPurgeWorker } from '../src/workers/project-purge.worker.js';
import { startWhatsAppInboundWorker } from '../src/workers/whatsapp-inbound.worker.js';

/** What the scripted auth, projects and chat services were asked, and what they hold. */
export type Peers = {
  /** Each owner's plan as auth holds it (billing's word); owners not listed are FREE. */
  plans: Map<string, string>;
  /** Agents by internal id, with their owner. */
  agents: Map<string, { ownerId: string; name: string }>;
  sessionsCreated: { project_id: string; source: string; name: string; phone: string; visitor_key: string }[];
  /** Each message handed to chat's Ask (message_type names a message without text). */
  asks: {
    project_id: string;
    session_id: string;
    prompt: string;
    message_type: string;
    plan: string;
    owner_id: string;
  }[];
  /** Sessions chat no longer has (a deleted conversation). */
  goneSessions: Set<string>;
  /** Sessions an owner has taken over: Ask stores the message and the agent stays quiet. */
  takenOver: Set<string>;
  /** Owner messages chat was asked to store, with their author. */
  ownerMessages: {
    project_id: string;
    session_id: string;
    owner_id: string;
    owner_name: string;
    content: string;
  }[];
};

export type IntegrationsHarness = {
  client: PromiseClient<IntegrationsServiceClient>;
  db: Kysely<IntegrationsDatabase>;
  meta: FakeMetaGraph;
  peers: Peers;
  config: IntegrationsConfig;
  container: IntegrationsContainer;
  logs: string[];
  verifyToken: string;
  stop(): Promise<void>;
};

/** What the chat service answers to a message without text (its non-text-message.ts). */
export const textOnlyReply =
  'Sorry, I can only read text messages. Please type your question and I will be glad to help.';

/** Stand-ins for auth, projects and chat on one real gRPC server, answering as those services do. */
async function startPeers(peers: Peers, log: ReturnType<typeof captureLogs>): Promise<GrpcServer> {
  const auth: Partial<Implementation<AuthServiceHandlers>> = {
    GetPlan: ({ user_id }) => Promise.resolve({ plan: peers.plans.get(user_id) ?? 'FREE' }),
  };
  const projects: Partial<Implementation<ProjectsServiceHandlers>> = {
    GetProject: ({ owner, id }) => {
      const agent = peers.agents.get(id);
      if (!agent || agent.ownerId !== owner?.user_id)
        return Promise.reject(AppError.notFound('Project not found'));
      return Promise.resolve({ id, name: agent.name, bot_name: 'Sage', user_id: agent.ownerId });
    },
  };
  let session = 0;
  const chat: Partial<Implementation<ChatServiceHandlers>> = {
    CreateSession: (request) => {
      session += 1;
      const id = `S${String(session).padStart(21, '0')}`;
      peers.sessionsCreated.push({
        project_id: request.project_id,
        source: request.source,
        name: request.visitor?.name ?? '',
        phone: request.visitor?.phone ?? '',
        visitor_key: request.visitor_key,
      });
      return Promise.resolve({ id, project_id: request.project_id, source: request.source });
    },
    Ask: async function* (request) {
      if (peers.goneSessions.has(request.session_id)) throw AppError.notFound('Session not found');
      peers.asks.push({
        project_id: request.project_id,
        session_id: request.session_id,
        prompt: request.prompt,
        message_type: request.message_type,
        plan: request.plan,
        owner_id: request.owner_id,
      });
      if (peers.takenOver.has(request.session_id)) {
        yield { done: { session_id: request.session_id, message_id: 'Q1', response: '', taken_over: true } };
        return;
      }
      // As chat does: a message without text is asked to be typed, after the takeover check.
      const reply = request.message_type === '' ? `Answer to: ${request.prompt}` : textOnlyReply;
      await Promise.resolve();
      yield { token: reply.slice(0, 5) };
      yield { token: reply.slice(5) };
      const sources =
        request.message_type === '' ? [{ url: 'https://shop.test/pricing', title: 'Pricing' }] : [];
      yield { sources: { sources } };
      yield { done: { session_id: request.session_id, message_id: 'M1', response: reply } };
    },
  };
  chat.AddOwnerMessage = (request) => {
    peers.ownerMessages.push({
      project_id: request.project_id,
      session_id: request.session_id,
      owner_id: request.owner_id,
      owner_name: request.owner_name,
      content: request.content,
    });
    return Promise.resolve({
      id: String(peers.ownerMessages.length),
      session_id: request.session_id,
      project_id: request.project_id,
      role: 'assistant',
      content: request.content,
      created_at: new Date().toISOString(),
      author: 'owner',
      author_name: request.owner_name,
    });
  };
  const register = (name: string, definition: ServiceDefinition, script: object): ServiceRegistration => ({
    definition,
    implementation: implement<UntypedServiceImplementation>(log, name, script, { definition }),
  });
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    log,
    services: [
      register('auth', authProto().sitesage.auth.v1.AuthService.service, auth),
      register('projects', projectsProto().sitesage.projects.v1.ProjectsService.service, projects),
      register('chat', chatProto().sitesage.chat.v1.ChatService.service, chat),
    ],
  });
  server.markServing();
  return server;
}

/**
 * The real integrations server and its inbound and project-purge workers on a fresh PostgreSQL and Redis, talking to
 * the fake Meta Graph server, with scripted auth, projects and chat services.
 */
export async function startIntegrationsHarness(): Promise<IntegrationsHarness> {
  const logs: string[] = [];
  const log = captureLogs('integrations', logs);
  const { postgres, redis } = await startServiceStores({ schema: 'integrations', migrations, log });
  const meta = await startFakeMetaGraph();
  const peers: Peers = {
    plans: new Map(),
    agents: new Map(),
    sessionsCreated: [],
    asks: [],
    goneSessions: new Set(),
    takenOver: new Set(),
    ownerMessages: [],
  };
  const peerServer = await startPeers(peers, captureLogs('peers', []));
  const peerTarget = `127.0.0.1:${String(peerServer.port)}`;
  const verifyToken = randomBytes(12).toString('hex');
  const config = loadIntegrationsConfig({
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redis.url,
    AUTH_GRPC_URL: peerTarget,
    PROJECTS_GRPC_URL: peerTarget,
    CHAT_GRPC_URL: peerTarget,
    META_APP_ID: meta.appId,
    META_APP_SECRET: meta.appSecret,
    META_GRAPH_API_URL: meta.baseUrl,
    META_GRAPH_API_VERSION: meta.version,
    META_OAUTH_DIALOG_URL: meta.baseUrl,
    META_OAUTH_REDIRECT_URL: 'http://app.test/admin/integrations/whatsapp/callback',
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: verifyToken,
    WHATSAPP_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  const container = createIntegrationsContainer(config, log);
  const server = await startIntegrationsServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
    dependencies: container.dependencies,
  });
  server.markServing();
  const worker: Worker = startWhatsAppInboundWorker({
    connection: container.workerRedis,
    replies: container.replies,
    log,
  });
  const purgeWorker: Worker = startProjectPurgeWorker({
    connection: container.workerRedis,
    purge: container.purge,
    log,
  });
  const client = createPromiseClient<IntegrationsServiceClient>(
    integrationsProto().sitesage.integrations.v1.IntegrationsService,
    { serviceName: 'integrations', target: `127.0.0.1:${String(server.port)}`, deadlineMs: 20_000 },
  );
  const db = createDatabase<IntegrationsDatabase>({
    url: postgres.url,
    poolMax: 2,
    log,
    applicationName: 'integrations-test',
  });
  return {
    client,
    db,
    meta,
    peers,
    config,
    container,
    logs,
    verifyToken,
    async stop() {
      client.close();
      await server.shutdown(1_000);
      await Promise.all([worker.close(), purgeWorker.close()]);
      await container.close();
      await peerServer.shutdown(1_000);
      await db.destroy();
      await meta.stop();
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}

let sequence = 0;

/** A PRO owner's agent connected to the fake business's first number, as the pages would do it. */
export async function connectWhatsApp(h: IntegrationsHarness, ownerId: string, projectId: string) {
  h.peers.plans.set(ownerId, 'PRO');
  h.peers.agents.set(projectId, { ownerId, name: 'shop.test' });
  const owner = { user_id: ownerId, plan: 'PRO' };
  const session = binding();
  const { dialog_url } = await h.client.StartWhatsApp(
    { owner, project_id: projectId, session_binding: session },
    {},
  );
  const state = new URL(dialog_url).searchParams.get('state') ?? '';
  const code = h.meta.authorize('http://app.test/admin/integrations/whatsapp/callback');
  const pending = await h.client.CompleteWhatsApp(
    { owner, project_id: projectId, code, state, session_binding: session },
    {},
  );
  const phoneNumberId = pending.phone_numbers[0]?.id ?? '';
  await h.client.ChoosePhone({ owner, id: pending.id, phone_number_id: phoneNumberId }, {});
  return { owner, phoneNumberId };
}

/** An owner id unique within the run. */
export function newOwnerId(): string {
  sequence += 1;
  return `OWNER${String(process.pid % 1000)}I${String(sequence)}`;
}

/** A session binding as the gateway makes one (the SHA-256 hex of a bearer token). */
export const binding = () => randomBytes(32).toString('hex');

/** Resolves to the AppError a call failed with (fails the test if it succeeded). */
export async function failure(
  call: Promise<unknown>,
): Promise<{ code: string; message: string; field: string | undefined }> {
  try {
    await call;
  } catch (error) {
    const { code, message, field } = error as { code: string; message: string; field?: string };
    return { code, message, field };
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** Polls until check returns a value (no timing is asserted: it only waits for an event). */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the awaited condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
