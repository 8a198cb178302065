import type { Logger } from '@sitesage/logger';
import type { GrpcServer } from './grpc-server.js';

export type RunServiceOptions = {
  log: Logger;
  server: GrpcServer;
  shutdownGraceMs: number;
  /** Closes what the service holds (database pools, Redis) after the server has stopped. */
  closeResources?: () => Promise<void>;
};

/**
 * Process concerns shared by every gRPC service: marks it serving, and on SIGTERM/SIGINT stops
 * taking calls, drains in-flight ones, closes resources in order and exits. A crash is logged and
 * exits non-zero so the supervisor (or Kubernetes) restarts the process.
 */
export function runService({ log, server, shutdownGraceMs, closeResources }: RunServiceOptions): void {
  server.markServing();
  log.info('service ready');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await server.shutdown(shutdownGraceMs);
      await closeResources?.();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('unhandledRejection', (error) => {
    log.fatal({ err: error }, 'unhandled rejection');
    process.exit(1);
  });
}
