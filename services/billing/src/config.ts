import { grpcServerVariables, loadConfig, logVariables, type ConfigOf } from '@sitesage/config';

export const configShape = {
  log: logVariables,
  grpc: grpcServerVariables('billing'),
};

export type ServiceConfig = ConfigOf<typeof configShape>;

export const loadServiceConfig = (env: NodeJS.ProcessEnv = process.env): ServiceConfig =>
  loadConfig(configShape, env);
