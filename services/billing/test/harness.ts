import type { Worker } from 'bullmq';
import type { Kysely } from 'kysely';
import { billingProto, type BillingServiceClient } from '@sitesage/contracts';
import { createDatabase } from '@sitesage/db';
import { createPromiseClient, type GrpcServer, type PromiseClient } from '@sitesage/grpc';
import { captureLogs, startFakeRazorpay, startServiceStores, type FakeRazorpay } from '@sitesage/testing';
import { loadBillingConfig } from '../src/config.js';
import { createBillingContainer, type BillingContainer } from '../src/container.js';
import type { BillingDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { startBillingServer } from '../src/server.js';
import { startRazorpayWebhookWorker } from '../src/workers/razorpay-webhook.worker.js';

export type PlanChangeSeen = { userId: string; plan: string; billingCycle: string; version: number };

export type BillingHarness = {
  client: PromiseClient<BillingServiceClient>;
  target: string;
  /** The database billing uses (for operator tools run beside it). */
  databaseUrl: string;
  db: Kysely<BillingDatabase>;
  /** The fake Razorpay the service talks to (undefined with `payments: false`). */
  razorpay: FakeRazorpay | undefined;
  container: BillingContainer;
  /** Every plan change billing handed to "auth" (the receiver stands in for auth's ApplyPlan). */
  planChanges: PlanChangeSeen[];
  logs: string[];
  stop(): Promise<void>;
};

/**
 * The real billing server on a free port against a fresh PostgreSQL and Redis, with its webhook
 * worker running and a fake Razorpay (unless `payments: false`: a fresh installation without keys).
 * Plan changes go to `planChanges` instead of auth.
 */
export async function startBillingHarness({
  payments = true,
}: { payments?: boolean } = {}): Promise<BillingHarness> {
  const logs: string[] = [];
  const log = captureLogs('billing', logs);
  const { postgres, redis } = await startServiceStores({ schema: 'billing', migrations, log });
  const razorpay = payments ? await startFakeRazorpay() : undefined;
  const config = loadBillingConfig({
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL: redis.url,
    ...(razorpay
      ? {
          RAZORPAY_KEY_ID: razorpay.keyId,
          RAZORPAY_KEY_SECRET: razorpay.keySecret,
          RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
          RAZORPAY_API_URL: razorpay.baseUrl,
          RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl,
        }
      : {}),
  });
  const planChanges: PlanChangeSeen[] = [];
  const container = createBillingContainer(config, log, {
    planReceiver: (change) => {
      planChanges.push(change);
      return Promise.resolve();
    },
  });
  const server: GrpcServer = await startBillingServer({
    services: container.services,
    log,
    host: '127.0.0.1',
    port: 0,
    dependencies: container.dependencies,
  });
  server.markServing();
  const worker: Worker = startRazorpayWebhookWorker({
    connection: container.workerRedis,
    webhooks: container.services.webhooks,
    log,
  });
  const target = `127.0.0.1:${server.port}`;
  const client = createPromiseClient<BillingServiceClient>(
    billingProto().sitesage.billing.v1.BillingService,
    {
      serviceName: 'billing',
      target,
      deadlineMs: 20_000,
    },
  );
  const db = createDatabase<BillingDatabase>({
    url: postgres.url,
    poolMax: 2,
    log,
    applicationName: 'billing-test',
  });
  return {
    client,
    target,
    databaseUrl: postgres.url,
    db,
    razorpay,
    container,
    planChanges,
    logs,
    async stop() {
      client.close();
      await server.shutdown(1_000);
      await worker.close();
      await container.close();
      await db.destroy();
      await razorpay?.stop();
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}

let sequence = 0;

/** An owner id unique within the run. */
export function newOwnerId(): string {
  sequence += 1;
  return `OWNER${String(process.pid % 1000)}B${String(sequence)}`;
}

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
