import { runMigrations } from '@sitesage/db';
import { loadAuthConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the auth schema up to date, then exits (`node services/auth/dist/migrate.js`).
const config = loadAuthConfig();
await runMigrations({
  schema: 'auth',
  databaseUrl: config.database.url,
  logLevel: config.log.level,
  migrations,
});
