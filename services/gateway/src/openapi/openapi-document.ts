import { Redis } from 'ioredis';
import { createLogger } from '@sitesage/logger';
import { createServiceClients } from '../clients.js';
import { loadGatewayConfig } from '../config.js';
import { buildGateway } from '../server.js';

/**
 * The OpenAPI 3 document of /api/v1, exactly as the running gateway serves it at /api/docs: the
 * gateway is built with its real routes and schemas, but nothing is called (the service clients
 * and Redis connect only on first use, and nothing uses them). `npm run gen:http` writes it to
 * services/gateway/openapi.json, from which the web's API types are generated.
 */
export async function openApiDocument(): Promise<unknown> {
  const config = loadGatewayConfig({ WEB_DIST_DIR: '/nonexistent' });
  const clients = createServiceClients(config.services);
  const redis = new Redis({ lazyConnect: true });
  const app = await buildGateway({
    config,
    log: createLogger({ service: 'openapi', level: 'silent' }),
    clients,
    redis,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    clients.close();
    redis.disconnect();
  }
}
