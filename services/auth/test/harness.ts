import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authProto, type AuthServiceClient } from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import { createPromiseClient, type GrpcServer, type PromiseClient } from '@sitesage/grpc';
import { createRedis } from '@sitesage/queue';
import { captureLogs, startRedisServerOn, startServiceStores } from '@sitesage/testing';
import type { Logger } from '@sitesage/logger';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Clock } from '../src/clock.js';
import { loadAuthConfig, type AuthConfig } from '../src/config.js';
import { createAuthContainer, type AuthContainer, type ContainerOverrides } from '../src/container.js';
import type { AuthDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { startAuthServer } from '../src/server.js';
import { startContactRequestMailWorker } from '../src/workers/contact-request-mail.worker.js';
import { startUsageAlertMailWorker } from '../src/workers/usage-alert-mail.worker.js';

export const jwtSecret = 'test-jwt-secret-that-is-long-enough-0123456789';
export const otpSecret = 'test-otp-secret-that-is-long-enough-0123456789';

/** A clock that runs with real time but can be moved forward (OTP expiry, throttle windows). */
export type TestClock = { now: Clock; advance(ms: number): void };

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

export type OutboxLine = { to: string; code: string; purpose: string; at: string };
export type MailOutboxLine = { to: string; subject: string; text: string; kind: string; at: string };

export type HarnessOptions = {
  /** Runs the usage-alert e-mail worker as main.ts does (off by default: most tests need no queue). */
  usageAlertWorker?: boolean;
  /** Runs the contact-request e-mail worker as main.ts does. */
  contactRequestWorker?: boolean;
  wrapMail?: ContainerOverrides['wrapMail'];
};

export type AuthHarness = {
  client: PromiseClient<AuthServiceClient>;
  /** host:port of the running server. */
  target: string;
  clock: TestClock;
  /** Password-hash derivations (scrypt runs) the service has done so far. */
  hashWork(): number;
  config: AuthConfig;
  /** Direct access for assertions and for simulating what no RPC can do (a deleted user). */
  db: Kysely<AuthDatabase>;
  redis: Redis;
  /** Every log line the service wrote, as JSON text. */
  logs: string[];
  outbox(): Promise<OutboxLine[]>;
  /** The e-mails written to the local outbox (no SMTP server configured), oldest first. */
  mailOutbox(): Promise<MailOutboxLine[]>;
  redisUrl: string;
  /** The service's own usage-alert delivery, for calling it directly (races). */
  usageAlerts: AuthContainer['usageAlerts'];
  /** The newest code texted to this number (fails the test if there is none). */
  lastCode(phone: string): Promise<string>;
  /** Outages: stop PostgreSQL or Redis under the running service. */
  stopPostgres(): Promise<void>;
  stopRedis(): Promise<void>;
  /** A database crash and restart: it goes away under the running service, then comes back. */
  interruptPostgres(): Promise<void>;
  resumePostgres(): Promise<void>;
  /** Redis killed and started again, empty, on the same port. */
  restartRedis(): Promise<void>;
  stop(): Promise<void>;
};

/** The real auth server on a free port, against a fresh PostgreSQL and Redis, called over gRPC. */
export async function startAuthHarness(
  env: Record<string, string> = {},
  options: HarnessOptions = {},
): Promise<AuthHarness> {
  const logs: string[] = [];
  const log = captureLogs('auth', logs);
  const stores = await startServiceStores({ schema: 'auth', migrations, log });
  const { postgres } = stores;
  let redisServer = stores.redis;
  const folder = await mkdtemp(join(tmpdir(), 'sitesage-auth-'));
  const outboxFile = join(folder, 'outbox', 'sms.jsonl');
  const mailOutboxFile = join(folder, 'outbox', 'mail.jsonl');
  const config = loadAuthConfig({
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redisServer.url,
    JWT_SECRET: jwtSecret,
    JWT_TTL_SECONDS: '3600',
    OTP_SECRET: otpSecret,
    PASSWORD_SCRYPT_COST: '12',
    SMS_OUTBOX_FILE: outboxFile,
    MAIL_OUTBOX_FILE: mailOutboxFile,
    ...env,
  });

  const clock = testClock();
  let hashWork = 0;
  const container = createAuthContainer(config, log, {
    clock: clock.now,
    wrapHasher: (hasher) => ({
      ...hasher,
      hash: (password) => ((hashWork += 1), hasher.hash(password)),
      verify: (password, stored) => ((hashWork += 1), hasher.verify(password, stored)),
      verifyNothing: (password) => ((hashWork += 1), hasher.verifyNothing(password)),
    }),
    ...(options.wrapMail ? { wrapMail: options.wrapMail } : {}),
  });
  const { server, client, target } = await serveAuth(container, log);
  const usageAlertWorker = options.usageAlertWorker
    ? startUsageAlertMailWorker({
        connection: container.workerRedis,
        usageAlerts: container.usageAlerts,
        log,
        retryDelayMs: config.mail.retryDelayMs,
      })
    : undefined;
  const contactRequestWorker = options.contactRequestWorker
    ? startContactRequestMailWorker({
        connection: container.workerRedis,
        contactRequests: container.contactRequests,
        log,
      })
    : undefined;
  const db = createDatabase<AuthDatabase>({
    url: postgres.url,
    poolMax: 2,
    log,
    applicationName: 'auth-test',
  });
  const redis = createRedis(redisServer.url, 'request');

  const once = (stop: () => Promise<void>) => {
    let stopping: Promise<void> | undefined;
    return () => (stopping ??= stop());
  };
  const stopPostgres = once(() => postgres.stop());
  let stopRedis = once(() => redisServer.stop());

  const outbox = async (): Promise<OutboxLine[]> => {
    const text = await readFile(outboxFile, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  };

  const readLines = async <T>(file: string): Promise<T[]> => {
    const text = await readFile(file, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  };

  return {
    client,
    target,
    clock,
    mailOutbox: () => readLines<MailOutboxLine>(mailOutboxFile),
    redisUrl: redisServer.url,
    usageAlerts: container.usageAlerts,
    hashWork: () => hashWork,
    config,
    db,
    redis,
    logs,
    outbox,
    async lastCode(phone) {
      const line = (await outbox()).filter((entry) => entry.to === phone).at(-1);
      if (!line) throw new Error(`no SMS was sent to ${phone}`);
      return line.code;
    },
    stopPostgres,
    stopRedis: () => stopRedis(),
    interruptPostgres: () => postgres.interrupt(),
    resumePostgres: () => postgres.resume(),
    async restartRedis() {
      await stopRedis();
      redisServer = await startRedisServerOn(redisServer.port);
      stopRedis = once(() => redisServer.stop());
    },
    async stop() {
      client.close();
      await server.shutdown(1_000);
      await usageAlertWorker?.close();
      await contactRequestWorker?.close();
      await container.close();
      redis.disconnect();
      await db.destroy();
      await Promise.all([stopPostgres(), stopRedis()]);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Serves a container's services on a free port once its Redis takes commands, with a client for
 * them. The harness runs one; a test can start another on the same stores as a second replica.
 */
export async function serveAuth(container: AuthContainer, log: Logger) {
  await container.ready();
  const server: GrpcServer = await startAuthServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
    dependencies: container.dependencies,
  });
  server.markServing();
  const target = `127.0.0.1:${String(server.port)}`;
  const client = createPromiseClient<AuthServiceClient>(authProto().sitesage.auth.v1.AuthService, {
    serviceName: 'auth',
    target,
    deadlineMs: 10_000,
  });
  return { server, client, target };
}

let sequence = 0;

/** Details of a new owner, unique within the run (phone, email and client IP). */
export function newOwner(label = 'owner') {
  sequence += 1;
  const unique =
    `${process.pid % 1000}${String(sequence).padStart(4, '0')}${Math.floor(Math.random() * 100)}`.slice(
      0,
      10,
    );
  return {
    full_name: `Asha ${label} ${sequence}`,
    email: `${label}.${sequence}.${unique}@Example.com`,
    phone: `+91 9${unique.padEnd(9, '0')}`,
    password: `tamarind-kite-${unique}`,
    client_ip: `10.${sequence % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
}

export type Owner = ReturnType<typeof newOwner>;

/** +91 9xxxxxxxxx with the formatting removed, as the service stores it. */
export const e164 = (phone: string) => phone.replace(/[\s\-.()]/g, '');

/** A code that is not this one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Registers and verifies an owner; returns the owner, their user id and first token. */
export async function registerVerified(harness: AuthHarness, owner: Owner = newOwner()) {
  const { user_id } = await harness.client.Register(owner);
  const code = await harness.lastCode(e164(owner.phone));
  const reply = await harness.client.VerifyOtp({ user_id, otp: code, client_ip: owner.client_ip });
  return { owner, userId: user_id, token: reply.token_info?.token ?? '', reply };
}

/** Resolves to the AppError a call failed with (fails the test if it succeeded). */
export async function failure(call: Promise<unknown>): Promise<{
  code: string;
  message: string;
  field: string | undefined;
  retryAfterSeconds: number | undefined;
}> {
  try {
    await call;
  } catch (error) {
    const { code, message, field, retryAfterSeconds } = error as {
      code: string;
      message: string;
      field?: string;
      retryAfterSeconds?: number;
    };
    return { code, message, field, retryAfterSeconds };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
