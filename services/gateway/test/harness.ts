import type { ServiceDefinition, UntypedServiceImplementation } from '@grpc/grpc-js';
import { implement, startGrpcServer, type GrpcServer, type Implementation } from '@sitesage/grpc';
import { createLogger } from '@sitesage/logger';

export const silentLog = createLogger({ service: 'test', level: 'silent' });

/**
 * A real gRPC server answering with scripted functions: the gateway under test talks to it exactly
 * as to the real service, so these tests cover the HTTP side without the services' own rules.
 */
export async function startScriptedService<H extends UntypedServiceImplementation>(
  name: string,
  definition: ServiceDefinition,
  /** Methods a test leaves out answer UNIMPLEMENTED, as a real server without them would. */
  script: Partial<Implementation<H>>,
  port = 0,
): Promise<GrpcServer> {
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port,
    log: silentLog,
    services: [
      {
        definition,
        implementation: implement<H>(silentLog, name, script as unknown as Implementation<H>, { definition }),
      },
    ],
  });
  server.markServing();
  return server;
}
