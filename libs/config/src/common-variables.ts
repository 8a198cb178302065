import { z } from 'zod';
import { variable } from './variable.js';

/** Small parsers shared by every service's shape, so the same variable means the same thing everywhere. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
export const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');
export const url = (fallback: string) => z.url().default(fallback);
export const grpcTarget = (fallback: string) =>
  z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .default(fallback);

export const defaultGrpcPorts = {
  auth: 50051,
  projects: 50052,
  chat: 50053,
  ingestion: 50054,
  billing: 50055,
  integrations: 50056,
} as const;

export type ServiceName = keyof typeof defaultGrpcPorts;

/** Where a caller finds another service: `<SERVICE>_GRPC_URL`, the same name in every process. */
export const grpcClientTarget = (service: ServiceName) =>
  variable(
    `${service.toUpperCase()}_GRPC_URL`,
    grpcTarget(`127.0.0.1:${defaultGrpcPorts[service]}`),
    `host:port of the ${service} service.`,
  );

export const logVariables = {
  level: variable(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'Lowest log level written (pino levels).',
  ),
};

export const databaseVariables = {
  url: variable(
    'DATABASE_URL',
    z.url().default('postgres://postgres@127.0.0.1:54329/postgres'),
    'PostgreSQL (with pgvector) connection URL. Default: the embedded PGlite server that npm start runs.',
    { secret: true },
  ),
  poolMax: variable('DATABASE_POOL_MAX', positiveInt(10), 'Most connections this process keeps open.'),
  healthCheckMs: variable(
    'DATABASE_HEALTH_CHECK_MS',
    positiveInt(2_000),
    'How often a service asks its database `select 1`; while it fails, or gets no answer within three times this, its gRPC health says NOT_SERVING and the gateway /health answers 503.',
  ),
};

export const redisVariables = {
  url: variable(
    'REDIS_URL',
    z.url().default('redis://127.0.0.1:6390'),
    'Redis ≥ 7 URL (maxmemory-policy noeviction). Default: the redis-server that npm start runs.',
    { secret: true },
  ),
};

/** What every gRPC service binds to: its own port, on the interface named by GRPC_HOST. */
export function grpcServerVariables(service: ServiceName) {
  return {
    host: variable(
      'GRPC_HOST',
      z.string().default('127.0.0.1'),
      'Interface the gRPC server binds to (0.0.0.0 in containers).',
    ),
    port: variable(
      'GRPC_PORT',
      port(defaultGrpcPorts[service]),
      `Port of the ${service} gRPC server (default ${defaultGrpcPorts[service]}).`,
    ),
    shutdownGraceMs: variable(
      'SHUTDOWN_GRACE_MS',
      positiveInt(10_000),
      'How long in-flight calls may run after SIGTERM before they are cut.',
    ),
  };
}

/**
 * Where the plan page loads Razorpay Checkout from: billing hands it to the page, and the gateway
 * allows that origin in the owner pages' Content-Security-Policy.
 */
export const razorpayCheckoutUrl = variable(
  'RAZORPAY_CHECKOUT_URL',
  z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  'The Razorpay Checkout script the plan page loads (the fake Razorpay of libs/testing serves a stand-in).',
);
