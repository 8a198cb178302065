import { z } from 'zod';
import {
  bool,
  grpcClientTarget,
  loadConfig,
  logVariables,
  port,
  positiveInt,
  razorpayCheckoutUrl,
  redisVariables,
  variable,
  type ConfigOf,
} from '@sitesage/config';

export const configShape = {
  log: logVariables,
  http: {
    host: variable('HOST', z.string().default('127.0.0.1'), 'Interface the HTTP server binds to.'),
    port: variable('PORT', port(8080), 'HTTP port of the gateway: the web app and /api/v1.'),
    trustProxy: variable(
      'TRUST_PROXY',
      bool(false),
      'Trust X-Forwarded-For/-Proto from a reverse proxy (set when behind a load balancer).',
    ),
    bodyLimitBytes: variable('BODY_LIMIT_BYTES', positiveInt(1_048_576), 'Largest JSON body accepted.'),
  },
  services: {
    auth: grpcClientTarget('auth'),
    projects: grpcClientTarget('projects'),
    chat: grpcClientTarget('chat'),
    ingestion: grpcClientTarget('ingestion'),
    billing: grpcClientTarget('billing'),
    integrations: grpcClientTarget('integrations'),
    deadlineMs: variable('GRPC_DEADLINE_MS', positiveInt(5_000), 'Deadline of each call to a service.'),
  },
  redis: redisVariables,
  rateLimit: {
    perMinute: variable(
      'RATE_LIMIT_PER_MINUTE',
      positiveInt(600),
      'Requests per minute one address may make to /api/v1, signed in or not (owners behind one NAT share it).',
    ),
    authPerMinute: variable(
      'AUTH_RATE_LIMIT_PER_MINUTE',
      positiveInt(20),
      'Requests per minute one IP may make to login, register, verify-otp, resend-otp, forgot-password, reset-password and the contact form.',
    ),
  },
  support: {
    email: variable(
      'SUPPORT_EMAIL',
      z.email().default('support@sitesage.app'),
      'Support address shown on the contact page.',
    ),
    whatsapp: variable(
      'SUPPORT_WHATSAPP',
      z
        .union([z.literal(''), z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be E.164, like +919812345678')])
        .default(''),
      'Support WhatsApp number (E.164) shown on the contact page; empty hides the WhatsApp link.',
    ),
  },
  web: {
    publicUrl: variable(
      'PUBLIC_URL',
      z.url().default('http://localhost:8080'),
      'Address people reach SiteSage at; absolute links in link previews (Open Graph) start with it.',
    ),
    distDir: variable('WEB_DIST_DIR', z.string().default('web/dist'), 'Built web app served at /.'),
    /** The plan page's Checkout script: its origin is allowed in the owner pages' CSP. */
    checkoutScriptUrl: razorpayCheckoutUrl,
  },
};

export type GatewayConfig = ConfigOf<typeof configShape>;

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(configShape, env);
