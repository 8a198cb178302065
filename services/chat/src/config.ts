import {
  databaseVariables,
  grpcServerVariables,
  loadConfig,
  logVariables,
  redisVariables,
  type ConfigOf,
} from '@sitesage/config';

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('chat'),
  database: databaseVariables,
  /** The BullMQ connection of the workers this process runs (project purge). */
  redis: redisVariables,
};

export type ChatConfig = ConfigOf<typeof configShape>;

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return loadConfig(configShape, env);
}
