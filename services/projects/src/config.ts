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
import { egressVariables } from '@sitesage/egress';

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('projects'),
  database: databaseVariables,
  redis: redisVariables,
  egress: egressVariables,
  purge: {
    relayIntervalMs: variable(
      'PURGE_RELAY_INTERVAL_MS',
      positiveInt(5_000),
      'How often the projects service re-sends purge announcements of deleted agents that have not reached Redis yet.',
    ),
  },
};

export type ProjectsConfig = ConfigOf<typeof configShape>;

export const loadProjectsConfig = (env: NodeJS.ProcessEnv = process.env): ProjectsConfig =>
  loadConfig(configShape, env);
