// Container health check of a SiteSage gRPC service: asks the standard grpc.health.v1 Health
// service for the overall status and exits 0 only when it answers SERVING. docker-compose runs it
// inside each service's container; Kubernetes uses its native grpc probe instead.
//
//   node infra/docker/grpc-health-check.mjs [host:port] [service]
//
// Without a target it checks 127.0.0.1:$GRPC_PORT, the port the container's own service binds, so
// the check can never drift from the service's configuration.
import { fileURLToPath } from 'node:url';
import { credentials, loadPackageDefinition } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';

const TIMEOUT_MS = 3_000;

function fail(message) {
  process.stderr.write(`grpc-health-check: ${message}\n`);
  process.exit(1);
}

const port = process.env.GRPC_PORT;
const target = process.argv[2] ?? (port ? `127.0.0.1:${port}` : undefined);
const service = process.argv[3] ?? '';
if (!target) fail('no target: pass host:port or set GRPC_PORT');

const protoPath = fileURLToPath(new URL('../../proto/grpc/health/v1/health.proto', import.meta.url));
const loaded = loadPackageDefinition(loadSync(protoPath, { keepCase: true, enums: String, defaults: true }));
const client = new loaded.grpc.health.v1.Health(target, credentials.createInsecure());

client.Check({ service }, { deadline: Date.now() + TIMEOUT_MS }, (error, reply) => {
  client.close();
  if (error) fail(`${target}: ${error.details || error.message}`);
  if (reply.status !== 'SERVING') fail(`${target}: ${reply.status}`);
  process.exit(0);
});
