export {
  variable,
  listVariables,
  isVariable,
  type Variable,
  type ConfigShape,
  type ConfigOf,
} from './variable.js';
export { loadConfig, ConfigError } from './load-config.js';
export {
  port,
  positiveInt,
  bool,
  url,
  grpcTarget,
  defaultGrpcPorts,
  logVariables,
  databaseVariables,
  redisVariables,
  grpcServerVariables,
  grpcClientTarget,
  razorpayCheckoutUrl,
  type ServiceName,
} from './common-variables.js';
