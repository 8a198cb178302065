import { runService, startGrpcServer } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';
import { loadServiceConfig } from './config.js';

// The projects service answers gRPC health checks today; its calls arrive with their own issue.
const config = loadServiceConfig();
const log = createLogger({ service: 'projects', level: config.log.level });
const server = await startGrpcServer({ host: config.grpc.host, port: config.grpc.port, log, services: [] });
runService({ log, server, shutdownGraceMs: config.grpc.shutdownGraceMs });
