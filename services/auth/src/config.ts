import { z } from 'zod';
import {
  bool,
  databaseVariables,
  port,
  grpcServerVariables,
  loadConfig,
  logVariables,
  positiveInt,
  redisVariables,
  variable,
  type ConfigOf,
} from '@sitesage/config';

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('auth'),
  database: databaseVariables,
  redis: redisVariables,
  jwt: {
    secret: variable(
      'JWT_SECRET',
      z.string().min(32, 'must be at least 32 characters'),
      'HMAC key that signs access tokens (HS256). Generate with `openssl rand -base64 48`.',
      { secret: true },
    ),
    ttlSeconds: variable('JWT_TTL_SECONDS', positiveInt(86_400), 'Lifetime of an access token in seconds.'),
  },
  otp: {
    secret: variable(
      'OTP_SECRET',
      z.string().min(32, 'must be at least 32 characters'),
      'Pepper for the HMAC under which one-time codes are stored, so a database leak does not reveal them.',
      { secret: true },
    ),
  },
  passwords: {
    scryptCost: variable(
      'PASSWORD_SCRYPT_COST',
      z.coerce.number().int().min(12).max(20).default(17),
      'log2 of scrypt N for new password hashes (17 = 128 MiB, OWASP minimum). Tests use less.',
    ),
  },
  sms: {
    provider: variable(
      'SMS_PROVIDER',
      z.enum(['console', 'twilio']).default('console'),
      'Where one-time codes go: console (logged and appended to SMS_OUTBOX_FILE) or twilio.',
    ),
    outboxFile: variable(
      'SMS_OUTBOX_FILE',
      z.string().default('.data/outbox/sms.jsonl'),
      'JSON-lines file the console provider appends every message to ({to, code, purpose, at}).',
    ),
    twilio: {
      accountSid: variable('TWILIO_ACCOUNT_SID', z.string().default(''), 'Twilio account SID (AC…).'),
      authToken: variable('TWILIO_AUTH_TOKEN', z.string().default(''), 'Twilio auth token.', {
        secret: true,
      }),
      fromNumber: variable(
        'TWILIO_FROM_NUMBER',
        z.string().default(''),
        'Sender: an E.164 number, or a Messaging Service SID (MG…).',
      ),
      apiBaseUrl: variable(
        'TWILIO_API_BASE_URL',
        z.url().default('https://api.twilio.com'),
        "Base URL of Twilio's REST API (tests point it at a local fake).",
      ),
    },
  },
  mail: {
    smtpUrl: variable(
      'SMTP_URL',
      z
        .union([z.literal(''), z.url().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')])
        .default(''),
      'SMTP server as one URL (smtp://user:pass@host:587, or smtps://… for TLS from the first byte); when set, the SMTP_HOST group is ignored. Neither set: e-mails go to MAIL_OUTBOX_FILE.',
      { secret: true },
    ),
    smtpHost: variable(
      'SMTP_HOST',
      z.string().default(''),
      'SMTP server host name, when SMTP_URL is not used. Neither set: e-mails go to MAIL_OUTBOX_FILE.',
    ),
    smtpPort: variable('SMTP_PORT', port(587), 'SMTP server port (587 submission with STARTTLS, 465 TLS).'),
    smtpSecure: variable(
      'SMTP_SECURE',
      bool(false),
      'true: TLS from the first byte (port 465); false: plain, upgraded with STARTTLS when the server offers it.',
    ),
    smtpUser: variable('SMTP_USER', z.string().default(''), 'SMTP login; empty sends without logging in.'),
    smtpPass: variable('SMTP_PASS', z.string().default(''), 'SMTP password.', { secret: true }),
    from: variable(
      'MAIL_FROM',
      z.string().min(3).default('SiteSage <no-reply@sitesage.local>'),
      'Sender of every e-mail SiteSage writes to owners, as `Name <address>`; use an address your SMTP server may send as.',
    ),
    outboxFile: variable(
      'MAIL_OUTBOX_FILE',
      z.string().default('.data/outbox/mail.jsonl'),
      'With no SMTP server configured, every e-mail is logged and appended here as a JSON line ({to, subject, text, kind, at}).',
    ),
    retryDelayMs: variable(
      'MAIL_RETRY_DELAY_MS',
      positiveInt(30_000),
      'Wait before retrying an e-mail the SMTP server could not take; doubles with each try, up to an hour, for about a day.',
    ),
  },
  publicUrl: variable(
    'PUBLIC_URL',
    z.url().default('http://localhost:8080'),
    'Address people reach SiteSage at; links in e-mails to owners start with it.',
  ),
};

export type AuthConfig = ConfigOf<typeof configShape>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const config = loadConfig(configShape, env);
  if (config.sms.provider === 'twilio' && (!config.sms.twilio.accountSid || !config.sms.twilio.authToken)) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER');
  }
  if (config.mail.smtpPass && !config.mail.smtpUser && !config.mail.smtpUrl) {
    throw new Error('SMTP_PASS is set without SMTP_USER');
  }
  return config;
}
