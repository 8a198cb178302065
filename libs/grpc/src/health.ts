import type { HealthHandlers } from '@sitesage/contracts';

type HealthStatus = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';
type Watcher = { write(message: { status: HealthStatus }): boolean; end(): void };

/**
 * The grpc.health.v1 service: Kubernetes probes and the gateway ask it whether this process is
 * serving. Only the overall status (service name '') is reported; other names are unknown.
 */
export function createHealth() {
  let status: HealthStatus = 'NOT_SERVING';
  const watchers = new Set<Watcher>();
  const statusOf = (service: string): HealthStatus => (service === '' ? status : 'SERVICE_UNKNOWN');

  const set = (next: HealthStatus) => {
    status = next;
    for (const watcher of watchers) watcher.write({ status });
  };

  const handlers: HealthHandlers = {
    Check(call, callback) {
      callback(null, { status: statusOf(call.request.service) });
    },
    Watch(call) {
      call.write({ status: statusOf(call.request.service) });
      watchers.add(call);
      call.on('cancelled', () => watchers.delete(call));
    },
  };

  return {
    handlers,
    markServing: () => {
      set('SERVING');
    },
    markNotServing: () => {
      set('NOT_SERVING');
    },
    endWatches: () => {
      for (const watcher of watchers) watcher.end();
      watchers.clear();
    },
  };
}
