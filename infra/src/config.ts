import { z } from 'zod';
import { loadConfig, port, variable, type ConfigOf } from '@sitesage/config';

/** What `npm start` itself reads; everything else is passed through to the services untouched. */
export const configShape = {
  dataDir: variable(
    'DATA_DIR',
    z.string().default('.data'),
    'Folder for the embedded database, Redis and outbox.',
  ),
  gatewayPort: variable('PORT', port(8080), 'HTTP port of the gateway: open http://localhost:PORT.'),
  grpcPortBase: variable(
    'GRPC_PORT_BASE',
    port(50051),
    'First gRPC port; auth, projects, chat, ingestion, billing and integrations take it and the next five.',
  ),
  embeddedPostgresPort: variable('PG_EMBEDDED_PORT', port(54329), 'Port of the embedded PGlite server.'),
  embeddedPostgresTemplate: variable(
    'PG_EMBEDDED_TEMPLATE',
    z.string().optional(),
    'A fresh cluster dumped as a tarball (the test suite keeps one): an empty data folder starts from it instead of running initdb.',
  ),
  embeddedRedisPort: variable('REDIS_EMBEDDED_PORT', port(6390), 'Port of the redis-server npm start runs.'),
  databaseUrl: variable(
    'DATABASE_URL',
    z.url().optional(),
    'When set, use this PostgreSQL instead of starting the embedded one.',
    { secret: true },
  ),
  redisUrl: variable('REDIS_URL', z.url().optional(), 'When set, use this Redis instead of starting one.', {
    secret: true,
  }),
  prettyLogs: variable(
    'PRETTY_LOGS',
    z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    'Show service logs as readable lines instead of raw JSON.',
  ),
};

export type SupervisorConfig = ConfigOf<typeof configShape>;

export const loadSupervisorConfig = (env: NodeJS.ProcessEnv = process.env): SupervisorConfig =>
  loadConfig(configShape, env);
