import { runMigrations } from '@sitesage/db';
import { loadIntegrationsConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the integrations schema up to date, then exits (`node services/integrations/dist/migrate.js`).
const config = loadIntegrationsConfig();
await runMigrations({
  schema: 'integrations',
  databaseUrl: config.database.url,
  logLevel: config.log.level,
  migrations,
});
