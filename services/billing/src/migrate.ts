import { runMigrations } from '@sitesage/db';
import { loadBillingConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the billing schema up to date, then exits (`node services/billing/dist/migrate.js`).
const config = loadBillingConfig();
await runMigrations({
  schema: 'billing',
  databaseUrl: config.database.url,
  logLevel: config.log.level,
  migrations,
});
