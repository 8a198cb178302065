import { chatProto, type ChatServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type DependencyChecks,
  type GrpcServer,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from '@sitesage/db';
import { chatHandlers, type ChatServices } from './grpc/chat.handlers.js';

/** The ChatService registration for a gRPC server; tests and main.ts both start from here. */
export function chatServiceRegistration(services: ChatServices, log: Logger): ServiceRegistration {
  const definition = chatProto().sitesage.chat.v1.ChatService.service;
  return {
    definition,
    implementation: implement<ChatServiceHandlers>(log, 'chat', chatHandlers(services), {
      // A database outage is the caller's 503 (try again), never a 500.
      translateError: asUnavailable,
      definition,
    }),
  };
}

/** Binds the chat gRPC server (port 0 picks a free port, as tests do). */
export function startChatServer(options: {
  services: ChatServices;
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
    services: [chatServiceRegistration(services, log)],
    dependencies,
  });
}
