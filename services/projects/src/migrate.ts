import { runMigrations } from '@sitesage/db';
import { loadProjectsConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the projects schema up to date, then exits (`node services/projects/dist/migrate.js`).
const config = loadProjectsConfig();
await runMigrations({
  schema: 'projects',
  databaseUrl: config.database.url,
  logLevel: config.log.level,
  migrations,
});
