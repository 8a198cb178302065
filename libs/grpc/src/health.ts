import type { HealthHandlers } from '@sitesage/contracts';

type HealthStatus = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN';
type Watcher = { service: string; write(message: { status: HealthStatus }): boolean; end(): void };

/**
 * The name a liveness probe asks for: SERVING while the process takes calls, whatever its
 * dependencies say, so an orchestrator restarts a stuck process but not one waiting for its database.
 */
export const livenessService = 'liveness';

/**
 * The grpc.health.v1 service: load balancers, Kubernetes probes and the gateway ask it whether
 * this process should get traffic. The overall status (service name '') is SERVING only while the
 * process is ready and every dependency it watches answers; 'liveness' ignores dependencies;
 * other names are unknown.
 */
export function createHealth() {
  let ready = false;
  const failing = new Set<string>();
  const watchers = new Set<Watcher>();

  const statusOf = (service: string): HealthStatus => {
    if (service === livenessService) return ready ? 'SERVING' : 'NOT_SERVING';
    if (service === '') return ready && failing.size === 0 ? 'SERVING' : 'NOT_SERVING';
    return 'SERVICE_UNKNOWN';
  };

  const update = (change: () => void) => {
    const before = new Map([...watchers].map((watcher) => [watcher, statusOf(watcher.service)]));
    change();
    for (const [watcher, previous] of before) {
      const status = statusOf(watcher.service);
      if (status !== previous) watcher.write({ status });
    }
  };

  const handlers: HealthHandlers = {
    Check(call, callback) {
      callback(null, { status: statusOf(call.request.service) });
    },
    Watch(call) {
      const watcher: Watcher = {
        service: call.request.service,
        write: (message) => call.write(message),
        end: () => call.end(),
      };
      call.write({ status: statusOf(watcher.service) });
      watchers.add(watcher);
      call.on('cancelled', () => watchers.delete(watcher));
    },
  };

  return {
    handlers,
    markServing: () => {
      update(() => (ready = true));
    },
    markNotServing: () => {
      update(() => (ready = false));
    },
    /** A watched dependency (the database) answered or did not. */
    setDependency: (name: string, answers: boolean) => {
      update(() => (answers ? failing.delete(name) : failing.add(name)));
    },
    endWatches: () => {
      for (const watcher of watchers) watcher.end();
      watchers.clear();
    },
  };
}
