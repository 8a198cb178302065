import { authProto, type AuthServiceClient } from '@sitesage/contracts';
import { createHealthProbe, createPromiseClient, type HealthProbe, type PromiseClient } from '@sitesage/grpc';
import type { GatewayConfig } from './config.js';

export const serviceNames = ['auth', 'projects', 'chat', 'ingestion', 'billing', 'integrations'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Everything the gateway talks to over gRPC: typed clients per service and a health probe for each. */
export type ServiceClients = {
  auth: PromiseClient<AuthServiceClient>;
  probes: Record<ServiceName, HealthProbe>;
  close(): void;
};

export function createServiceClients(services: GatewayConfig['services']): ServiceClients {
  const auth = createPromiseClient<AuthServiceClient>(authProto().sitesage.auth.v1.AuthService, {
    serviceName: 'auth',
    target: services.auth,
    deadlineMs: services.deadlineMs,
  });
  const probes = Object.fromEntries(
    serviceNames.map((name) => [name, createHealthProbe(services[name])]),
  ) as Record<ServiceName, HealthProbe>;
  return {
    auth,
    probes,
    close() {
      auth.close();
      for (const probe of Object.values(probes)) probe.close();
    },
  };
}
