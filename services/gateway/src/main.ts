import { createLogger } from '@sitesage/logger';
import { createRedis, refuseEvictingRedis } from '@sitesage/queue';
import { createServiceClients } from './clients.js';
import { loadGatewayConfig } from './config.js';
import { buildGateway } from './server.js';

const config = loadGatewayConfig();
const log = createLogger({ service: 'gateway', level: config.log.level });
const redis = createRedis(config.redis.url, 'request');
redis.on('error', (error: Error) => {
  log.warn({ err: error.message }, 'redis unavailable');
});
// Limits kept in an evicting Redis would silently reset.
refuseEvictingRedis(redis, (error) => {
  log.fatal({ err: error }, 'refusing to run on this Redis');
  process.exit(1);
});
const clients = createServiceClients(config.services);
const app = await buildGateway({ config, log, clients, redis });

await app.listen({ host: config.http.host, port: config.http.port });
log.info(
  { url: `http://${config.http.host === '0.0.0.0' ? 'localhost' : config.http.host}:${config.http.port}` },
  'gateway ready',
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  await app.close();
  clients.close();
  redis.disconnect();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
