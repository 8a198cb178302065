import { createDatabase, migrateSchema } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';
import { loadProjectsConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the projects schema up to date, then exits: run before the service starts (the
// supervisor, and the Kubernetes initContainer, run `node services/projects/dist/migrate.js`).
const config = loadProjectsConfig();
const log = createLogger({ service: 'projects-migrate', level: config.log.level });
const db = createDatabase<unknown>({
  url: config.database.url,
  poolMax: 1,
  log,
  applicationName: 'sitesage-projects-migrate',
});
try {
  await migrateSchema(db, { schema: 'projects', migrations, log });
  log.info('projects schema is up to date');
} catch (error) {
  log.fatal({ err: error }, 'projects migration failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
