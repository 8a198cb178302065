import { projectsProto, type ProjectsServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type DependencyChecks,
  type GrpcServer,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from '@sitesage/db';
import { projectsHandlers, type ProjectsServices } from './grpc/projects.handlers.js';

/** The ProjectsService registration for a gRPC server; tests and main.ts both start from here. */
export function projectsServiceRegistration(services: ProjectsServices, log: Logger): ServiceRegistration {
  return {
    definition: projectsProto().sitesage.projects.v1.ProjectsService.service,
    implementation: implement<ProjectsServiceHandlers>(
      log,
      'projects',
      projectsHandlers(services),
      // A database outage is the caller's 503 (try again), never a 500.
      { translateError: asUnavailable },
    ),
  };
}

/** Binds the projects gRPC server (port 0 picks a free port, as tests do). */
export function startProjectsServer(options: {
  services: ProjectsServices;
  log: Logger;
  host: string;
  port: number;
  /** What health watches: the container's database check. */
  dependencies: DependencyChecks;
}): Promise<GrpcServer> {
  const { services, log, host, port, dependencies } = options;
  return startGrpcServer({
    host,
    port,
    log,
    services: [projectsServiceRegistration(services, log)],
    dependencies,
  });
}
