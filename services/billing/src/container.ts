import type { Redis } from 'ioredis';
import {
  authProto,
  projectsProto,
  type AuthServiceClient,
  type ProjectsServiceClient,
} from '@sitesage/contracts';
import { createDatabase, databaseHealthCheck } from '@sitesage/db';
import { createPromiseClient, type DependencyChecks } from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { createProducer, createRedis, razorpayWebhookJobId, razorpayWebhookQueue } from '@sitesage/queue';
import { systemClock, type Clock } from './clock.js';
import type { BillingConfig } from './config.js';
import { createAccountsRepository } from './db/accounts.repository.js';
import type { BillingDatabase } from './db/database.js';
import { createOffersRepository } from './db/offers.repository.js';
import { createPaymentsRepository } from './db/payments.repository.js';
import { createProviderPlansRepository } from './db/provider-plans.repository.js';
import { createSubscriptionsRepository } from './db/subscriptions.repository.js';
import { createWebhookEventsRepository } from './db/webhook-events.repository.js';
import { createAccountListsService } from './domain/offers/offers.service.js';
import { createPlanSync, type PlanReceiver, type PlanSync } from './domain/plan-sync/plan-sync.service.js';
import { createProviderPlans } from './domain/subscriptions/provider-plans.service.js';
import {
  createSubscriptionsService,
  type Payments,
  type Transact,
} from './domain/subscriptions/subscriptions.service.js';
import { createWebhookService } from './domain/webhooks/webhook.service.js';
import type { BillingServices } from './grpc/billing.handlers.js';
import { createRazorpayClient } from './razorpay/razorpay.client.js';

export type BillingContainer = {
  services: BillingServices;
  planSync: PlanSync;
  dependencies: DependencyChecks;
  redis: Redis;
  /** For the webhook worker (offline queue on: it waits through Redis outages). */
  workerRedis: Redis;
  close(): Promise<void>;
};

export type ContainerOverrides = {
  clock?: Clock;
  /** Tests receive plan changes themselves instead of calling a running auth service. */
  planReceiver?: PlanReceiver;
};

/** Hand wiring of everything the billing service holds: no container library, just calls. */
export function createBillingContainer(
  config: BillingConfig,
  log: Logger,
  overrides: ContainerOverrides = {},
): BillingContainer {
  const clock = overrides.clock ?? systemClock;
  const db = createDatabase<BillingDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: 'sitesage-billing',
  });
  const redis = createRedis(config.redis.url, 'request');
  const workerRedis = createRedis(config.redis.url, 'worker');
  for (const connection of [redis, workerRedis]) {
    connection.on('error', (error: Error) => {
      log.warn({ err: error }, 'redis connection problem');
    });
  }
  const transact: Transact = (work) => db.transaction().execute(work);
  const accounts = createAccountsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const payments = createPaymentsRepository(db);
  const offers = createOffersRepository(db);
  const providerPlansStore = createProviderPlansRepository(db);

  const auth = overrides.planReceiver
    ? undefined
    : createPromiseClient<AuthServiceClient>(authProto().sitesage.auth.v1.AuthService, {
        serviceName: 'auth',
        target: config.auth,
        deadlineMs: 5_000,
      });
  const projects = overrides.planReceiver
    ? undefined
    : createPromiseClient<ProjectsServiceClient>(projectsProto().sitesage.projects.v1.ProjectsService, {
        serviceName: 'projects',
        target: config.projects,
        deadlineMs: 5_000,
      });
  // Every service that holds a limit the plan sets hears the change: auth (which every request's
  // plan comes from) and projects (which pauses agents above the limit). Both ignore old versions,
  // so the relay may re-send the whole change until both have acknowledged it.
  const send: PlanReceiver =
    overrides.planReceiver ??
    (async (change) => {
      await auth?.ApplyPlan(
        {
          user_id: change.userId,
          plan: change.plan,
          account_type: change.plan,
          billing_cycle: change.billingCycle,
          version: change.version,
        },
        {},
      );
      await projects?.ApplyPlan({ user_id: change.userId, plan: change.plan, version: change.version }, {});
    });
  const planSync = createPlanSync({ log, accounts, send });

  const { keyId, keySecret } = config.razorpay;
  const provider =
    keyId && keySecret ? createRazorpayClient({ ...config.razorpay, keyId, keySecret }, log) : undefined;
  const providerPlans = createProviderPlans({
    configured: config.razorpay.planIds,
    stored: providerPlansStore,
    provider: provider ?? {
      createPlan: () => Promise.reject(new Error('payments are not configured')),
    },
  });
  const paymentsSetup: Payments | undefined = provider
    ? {
        provider,
        keyId,
        keySecret,
        checkoutScriptUrl: config.razorpay.checkoutScriptUrl,
        providerPlanId: providerPlans.providerPlanId,
        planOfProviderPlan: providerPlans.planOfProviderPlan,
      }
    : undefined;

  const producer = createProducer(razorpayWebhookQueue, redis);
  const services: BillingServices = {
    subscriptions: createSubscriptionsService({
      clock,
      log,
      transact,
      accounts,
      subscriptions,
      offers,
      payments: paymentsSetup,
      planChanged: planSync.kick,
    }),
    lists: createAccountListsService({ clock, offers, payments }),
    webhooks: createWebhookService({
      clock,
      log,
      transact,
      events: createWebhookEventsRepository(db),
      accounts,
      subscriptions,
      payments,
      webhookSecret: provider ? config.razorpay.webhookSecret : '',
      planOfProviderPlan: providerPlans.planOfProviderPlan,
      enqueue: (eventId) => producer.add({ eventId }, { jobId: razorpayWebhookJobId(eventId) }),
      planChanged: planSync.kick,
    }),
  };

  return {
    services,
    planSync,
    redis,
    workerRedis,
    dependencies: {
      intervalMs: config.database.healthCheckMs,
      checks: { database: databaseHealthCheck(db) },
    },
    async close() {
      auth?.close();
      projects?.close();
      await producer.close();
      redis.disconnect();
      workerRedis.disconnect();
      await db.destroy();
    },
  };
}
