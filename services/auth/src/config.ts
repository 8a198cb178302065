import { z } from 'zod';
import {
  databaseVariables,
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
};

export type AuthConfig = ConfigOf<typeof configShape>;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const config = loadConfig(configShape, env);
  if (config.sms.provider === 'twilio' && (!config.sms.twilio.accountSid || !config.sms.twilio.authToken)) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER');
  }
  return config;
}
