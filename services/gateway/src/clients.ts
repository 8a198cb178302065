import {
  authProto,
  billingProto,
  type BillingServiceClient,
  chatProto,
  ingestionProto,
  integrationsProto,
  type IntegrationsServiceClient,
  projectsProto,
  type AuthServiceClient,
  type ChatServiceClient,
  type IngestionServiceClient,
  type ProjectsServiceClient,
} from '@sitesage/contracts';
import { createHealthProbe, createPromiseClient, type HealthProbe, type PromiseClient } from '@sitesage/grpc';
import type { GatewayConfig } from './config.js';

export const serviceNames = ['auth', 'projects', 'chat', 'ingestion', 'billing', 'integrations'] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Everything the gateway talks to over gRPC: typed clients per service and a health probe for each. */
export type ServiceClients = {
  auth: PromiseClient<AuthServiceClient>;
  projects: PromiseClient<ProjectsServiceClient>;
  chat: PromiseClient<ChatServiceClient>;
  ingestion: PromiseClient<IngestionServiceClient>;
  billing: PromiseClient<BillingServiceClient>;
  integrations: PromiseClient<IntegrationsServiceClient>;
  probes: Record<ServiceName, HealthProbe>;
  close(): void;
};

export function createServiceClients(services: GatewayConfig['services']): ServiceClients {
  const options = (serviceName: ServiceName) => ({
    serviceName,
    target: services[serviceName],
    deadlineMs: services.deadlineMs,
  });
  const auth = createPromiseClient<AuthServiceClient>(
    authProto().sitesage.auth.v1.AuthService,
    options('auth'),
  );
  const projects = createPromiseClient<ProjectsServiceClient>(
    projectsProto().sitesage.projects.v1.ProjectsService,
    options('projects'),
  );
  const chat = createPromiseClient<ChatServiceClient>(
    chatProto().sitesage.chat.v1.ChatService,
    options('chat'),
  );
  const ingestion = createPromiseClient<IngestionServiceClient>(
    ingestionProto().sitesage.ingestion.v1.IngestionService,
    options('ingestion'),
  );
  const billing = createPromiseClient<BillingServiceClient>(
    billingProto().sitesage.billing.v1.BillingService,
    options('billing'),
  );
  const integrations = createPromiseClient<IntegrationsServiceClient>(
    integrationsProto().sitesage.integrations.v1.IntegrationsService,
    options('integrations'),
  );
  const probes = Object.fromEntries(
    serviceNames.map((name) => [name, createHealthProbe(services[name])]),
  ) as Record<ServiceName, HealthProbe>;
  return {
    auth,
    projects,
    chat,
    ingestion,
    billing,
    integrations,
    probes,
    close() {
      auth.close();
      projects.close();
      chat.close();
      ingestion.close();
      billing.close();
      integrations.close();
      for (const probe of Object.values(probes)) probe.close();
    },
  };
}
