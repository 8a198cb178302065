import { chatProto, type ChatServiceHandlers } from '@sitesage/contracts';
import {
  implement,
  startGrpcServer,
  type GrpcServer,
  type Implementation,
  type ServiceRegistration,
} from '@sitesage/grpc';
import type { Logger } from '@sitesage/logger';
import { asUnavailable } from './db/database-errors.js';
import { chatHandlers, type ChatServices } from './grpc/chat.handlers.js';

type AnyHandler = (request: never, context: never) => Promise<unknown>;

/** Every handler answers a database outage as UNAVAILABLE (503) instead of an internal error. */
function mapOutages<H>(handlers: Implementation<H>): Implementation<H> {
  const mapped: Record<string, AnyHandler> = {};
  for (const [name, handler] of Object.entries(handlers as Record<string, AnyHandler>)) {
    mapped[name] = (request, context) =>
      handler(request, context).catch((error: unknown) => {
        throw asUnavailable(error);
      });
  }
  return mapped as Implementation<H>;
}

/** The ChatService registration for a gRPC server; tests and main.ts both start from here. */
export function chatServiceRegistration(services: ChatServices, log: Logger): ServiceRegistration {
  return {
    definition: chatProto().sitesage.chat.v1.ChatService.service,
    implementation: implement<ChatServiceHandlers>(log, 'chat', mapOutages(chatHandlers(services))),
  };
}

/** Binds the chat gRPC server (port 0 picks a free port, as tests do). */
export function startChatServer(options: {
  services: ChatServices;
  log: Logger;
  host: string;
  port: number;
}): Promise<GrpcServer> {
  const { services, log, host, port } = options;
  return startGrpcServer({ host, port, log, services: [chatServiceRegistration(services, log)] });
}
