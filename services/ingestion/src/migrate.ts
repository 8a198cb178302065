import { runMigrations } from '@sitesage/db';
import { loadIngestionConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the ingestion schema up to date, then exits (`node services/ingestion/dist/migrate.js`).
const config = loadIngestionConfig();
await runMigrations({
  schema: 'ingestion',
  databaseUrl: config.database.url,
  logLevel: config.log.level,
  migrations,
});
