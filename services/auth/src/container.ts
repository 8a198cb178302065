import type { Redis } from 'ioredis';
import { createDatabase, databaseHealthCheck } from '@sitesage/db';
import type { DependencyChecks } from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { createRedis, redisReady } from '@sitesage/queue';
import { systemClock, type Clock } from './clock.js';
import type { AuthConfig } from './config.js';
import type { AuthDatabase } from './db/database.js';
import { createContactMessagesRepository } from './db/contact-messages.repository.js';
import { createOtpCodesRepository } from './db/otp-codes.repository.js';
import { withUserCache } from './db/cached-users.repository.js';
import { createUsersRepository } from './db/users.repository.js';
import { createProfileService } from './domain/accounts/profile.service.js';
import { createPlanChangeService } from './domain/accounts/plan-change.service.js';
import { createRegistrationService, type Transact } from './domain/accounts/registration.service.js';
import { createPasswordResetService } from './domain/accounts/password-reset.service.js';
import { createSignInService } from './domain/accounts/sign-in.service.js';
import { createOtpService } from './domain/otp/otp.service.js';
import { createContactService } from './domain/support/contact.service.js';
import { createPasswordHasher, type PasswordHasher } from './domain/passwords/password-hasher.service.js';
import { createTokenService } from './domain/tokens/token.service.js';
import type { AuthServices } from './grpc/auth.handlers.js';
import { withSessionCache } from './redis/cached-session.store.js';
import { createSessionStore } from './redis/session.store.js';
import { createThrottleStore } from './redis/throttle.store.js';
import { createConsoleSmsProvider } from './sms/console-sms.provider.js';
import type { SmsProvider } from './domain/sms/sms-provider.port.js';
import { createTwilioSmsProvider } from './sms/twilio-sms.provider.js';
import {
  createContactRequestService,
  type ContactRequestService,
} from './domain/contact-requests/contact-request.service.js';
import { createMailDeliveriesRepository } from './db/mail-deliveries.repository.js';
import {
  createUsageAlertService,
  type UsageAlertService,
} from './domain/usage-alerts/usage-alert.service.js';
import type { MailSender } from './domain/usage-alerts/mail-sender.port.js';
import { createOutboxMailSender } from './mail/outbox-mail.sender.js';
import { smtpConfigured } from './mail/smtp-connection.fns.js';
import { createSmtpMailSender } from './mail/smtp-mail.sender.js';

export type AuthContainer = {
  services: AuthServices;
  /** What health watches: the database (gRPC health is NOT_SERVING while it cannot answer). */
  dependencies: DependencyChecks;
  /** The request-path Redis connection (throttles, revocations). */
  redis: Redis;
  /** The workers' Redis connection (BullMQ): waits for Redis to come back rather than failing. */
  workerRedis: Redis;
  /** E-mails the chat service's usage notices to their owners (the usage-alert worker's work). */
  usageAlerts: UsageAlertService;
  /** Mails owners when a visitor asks for a person (main.ts runs its queue's worker). */
  contactRequests: ContactRequestService;
  /** Resolves once Redis takes commands: nearly every call needs it. */
  ready(): Promise<void>;
  /** Closes the mail sender, the database pool and the Redis connections; close the workers first. */
  close(): Promise<void>;
};

export type ContainerOverrides = {
  /** Tests move time forward with their own clock. */
  clock?: Clock;
  sms?: SmsProvider;
  /** Tests wrap the mail sender to count or fail sends. */
  wrapMail?: (mail: MailSender) => MailSender;
  /** Tests count the password-hashing work done per call. */
  wrapHasher?: (hasher: PasswordHasher) => PasswordHasher;
};

export function createSmsProvider(config: AuthConfig, log: Logger, clock: Clock): SmsProvider {
  const { sms } = config;
  return sms.provider === 'twilio'
    ? createTwilioSmsProvider(sms.twilio, log)
    : createConsoleSmsProvider({ log, outboxFile: sms.outboxFile, clock });
}

/** SMTP when a server is configured; otherwise the local outbox file, as SMS codes go to theirs. */
export function createMailSender(config: AuthConfig, log: Logger, clock: Clock): MailSender {
  const { mail } = config;
  if (!smtpConfigured({ url: mail.smtpUrl, host: mail.smtpHost })) {
    return createOutboxMailSender({ log, outboxFile: mail.outboxFile, clock });
  }
  return createSmtpMailSender(
    {
      url: mail.smtpUrl,
      host: mail.smtpHost,
      port: mail.smtpPort,
      secure: mail.smtpSecure,
      user: mail.smtpUser,
      pass: mail.smtpPass,
      from: mail.from,
    },
    log,
  );
}

/** Hand wiring of everything the auth service holds: no container library, just calls. */
export function createAuthContainer(
  config: AuthConfig,
  log: Logger,
  overrides: ContainerOverrides = {},
): AuthContainer {
  const clock = overrides.clock ?? systemClock;
  const db = createDatabase<AuthDatabase>({
    url: config.database.url,
    poolMax: config.database.poolMax,
    log,
    applicationName: 'sitesage-auth',
  });
  const redis = createRedis(config.redis.url, 'request');
  const workerRedis = createRedis(config.redis.url, 'worker');
  for (const connection of [redis, workerRedis]) {
    connection.on('error', (error: Error) => {
      log.warn({ err: error }, 'redis connection problem');
    });
  }

  const transact: Transact = (work) => db.transaction().execute(work);
  // Rows read on every owner request are kept for a few seconds (see withUserCache).
  const users = withUserCache(createUsersRepository(db), {
    ttlMs: 5_000,
    maxEntries: 10_000,
    now: () => clock().getTime(),
  });
  const codes = createOtpCodesRepository(db);
  // Revocations and account states are answered from memory while changes are heard (see withSessionCache).
  const sessions = withSessionCache(createSessionStore(redis), {
    redis,
    subscriber: redis.duplicate({ autoResubscribe: false }),
    log,
    maxAgeMs: 5_000,
    maxEntries: 10_000,
    now: () => clock().getTime(),
  });
  // Throttle keys are hashed with the OTP pepper, so Redis never holds a phone, email or IP.
  const throttles = createThrottleStore(redis, config.otp.secret);
  const realHasher = createPasswordHasher({ cost: config.passwords.scryptCost });
  const hasher = overrides.wrapHasher ? overrides.wrapHasher(realHasher) : realHasher;
  const sms = overrides.sms ?? createSmsProvider(config, log, clock);
  const otp = createOtpService({ secret: config.otp.secret, clock, codes });
  const tokens = createTokenService({
    secret: config.jwt.secret,
    ttlSeconds: config.jwt.ttlSeconds,
    clock,
    sessions,
    users,
  });

  const realMail = createMailSender(config, log, clock);
  const mail = overrides.wrapMail ? overrides.wrapMail(realMail) : realMail;
  // One record of the owner e-mails sent, shared by every kind: each is sent once per key.
  const deliveries = createMailDeliveriesRepository(db);
  const usageAlerts = createUsageAlertService({
    clock,
    log,
    users: createUsersRepository(db),
    deliveries,
    mail,
    publicUrl: config.publicUrl,
  });

  const services: AuthServices = {
    registration: createRegistrationService({
      clock,
      log,
      transact,
      users,
      otp,
      hasher,
      throttles,
      sms,
      tokens,
    }),
    signIn: createSignInService({ clock, log, users, hasher, throttles, tokens }),
    passwordReset: createPasswordResetService({
      clock,
      log,
      transact,
      users,
      otp,
      hasher,
      throttles,
      sessions,
      sms,
    }),
    profile: createProfileService({ clock, log, users, hasher, throttles, sessions, tokens }),
    planChange: createPlanChangeService({ clock, log, users, sessions }),
    tokens,
    contact: createContactService({
      clock,
      log,
      messages: createContactMessagesRepository(db),
      throttles,
    }),
  };

  return {
    services,
    redis,
    workerRedis,
    usageAlerts,
    contactRequests: createContactRequestService({
      clock,
      log,
      users: createUsersRepository(db),
      deliveries,
      mail,
      publicUrl: config.publicUrl,
    }),
    dependencies: {
      intervalMs: config.database.healthCheckMs,
      checks: { database: databaseHealthCheck(db) },
    },
    ready: () => redisReady(redis),
    async close() {
      sessions.close();
      realMail.close();
      redis.disconnect();
      // Not quit(): a worker connection queues commands while Redis is away, so quit could wait.
      workerRedis.disconnect();
      await db.destroy();
    },
  };
}
