import {
  databaseVariables,
  grpcClientTarget,
  grpcServerVariables,
  loadConfig,
  logVariables,
  positiveInt,
  redisVariables,
  variable,
  type ConfigOf,
} from '@sitesage/config';
import { z } from 'zod';

/** AES-256 needs 32 bytes: the key is written as base64 (`openssl rand -base64 32`). */
const tokenKey = z
  .string()
  .default('')
  .refine(
    (value) => value === '' || Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes written as base64, e.g. the output of `openssl rand -base64 32`',
  );

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('integrations'),
  database: databaseVariables,
  redis: redisVariables,
  auth: grpcClientTarget('auth'),
  projects: grpcClientTarget('projects'),
  chat: grpcClientTarget('chat'),
  meta: {
    appId: variable(
      'META_APP_ID',
      z.string().regex(/^\d*$/, 'must be the numeric id of the Meta app').default(''),
      'Meta app id of the WhatsApp Cloud API app. Empty: this installation has no WhatsApp app and Connect says so.',
    ),
    appSecret: variable(
      'META_APP_SECRET',
      z.string().default(''),
      "Meta app secret: exchanges OAuth codes for tokens and is the key of the webhook's X-Hub-Signature-256.",
      { secret: true },
    ),
    graphApiUrl: variable(
      'META_GRAPH_API_URL',
      z.url().default('https://graph.facebook.com'),
      "Meta's Graph API; tests point it at the fake Meta Graph server of libs/testing.",
    ),
    graphApiVersion: variable(
      'META_GRAPH_API_VERSION',
      z
        .string()
        .regex(/^v\d+\.\d+$/, 'must look like v21.0')
        .default('v21.0'),
      'Graph API version used for every call and for the OAuth dialog.',
    ),
    dialogUrl: variable(
      'META_OAUTH_DIALOG_URL',
      z.url().default('https://www.facebook.com'),
      "Where Meta's OAuth dialog lives ({url}/{version}/dialog/oauth); tests use the fake's stand-in.",
    ),
    redirectUrl: variable(
      'META_OAUTH_REDIRECT_URL',
      z.url().default('http://localhost:8080/admin/integrations/whatsapp/callback'),
      "The WhatsApp callback page Meta sends the owner back to; must be listed in the Meta app's valid OAuth redirect URIs.",
    ),
    scopes: variable(
      'META_OAUTH_SCOPES',
      z.string().default('whatsapp_business_management,whatsapp_business_messaging,business_management'),
      'Permissions asked for in the OAuth dialog, comma-separated.',
    ),
    timeoutMs: variable('META_TIMEOUT_MS', positiveInt(10_000), 'How long one Graph API call may take.'),
  },
  whatsapp: {
    verifyToken: variable(
      'WHATSAPP_WEBHOOK_VERIFY_TOKEN',
      z.string().default(''),
      "The verify token typed into the Meta app's webhook settings (…/api/v1/integrations/whatsapp/webhook); empty refuses verification.",
      { secret: true },
    ),
    tokenKey: variable(
      'WHATSAPP_TOKEN_KEY',
      tokenKey,
      "Key (base64, 32 bytes) encrypting the owners' WhatsApp access tokens at rest with AES-256-GCM; required when META_APP_ID is set.",
      { secret: true },
    ),
    stateTtlMs: variable(
      'WHATSAPP_OAUTH_STATE_TTL_MS',
      positiveInt(600_000),
      'How long an OAuth state stays usable after Connect opened the dialog.',
    ),
  },
};

export type IntegrationsConfig = ConfigOf<typeof configShape>;

export const loadIntegrationsConfig = (env: NodeJS.ProcessEnv = process.env): IntegrationsConfig =>
  loadConfig(configShape, env);
