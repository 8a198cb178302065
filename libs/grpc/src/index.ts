export {
  implement,
  requestIdOf,
  type CallContext,
  type Implementation,
  type UnaryImplementation,
} from './implement.js';
export {
  startGrpcServer,
  type GrpcServer,
  type ServiceRegistration,
  type StartGrpcServerOptions,
} from './grpc-server.js';
export {
  createPromiseClient,
  type PromiseClient,
  type CallOptions,
  type CreateClientOptions,
  type ClientConstructor,
} from './promise-client.js';
export { createHealthProbe, type HealthProbe } from './health-client.js';
export { runService, type RunServiceOptions } from './run-service.js';
export { toGrpcError, fromGrpcError } from './error-metadata.js';
export {
  watchDependencies,
  type DependencyCheck,
  type DependencyChecks,
  type DependencyWatch,
} from './dependency-watch.js';
export { livenessService } from './health.js';
