import { createDatabase, migrateSchema } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';
import { loadAuthConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the auth schema up to date, then exits: run before the service starts (the supervisor,
// and the Kubernetes initContainer, run `node services/auth/dist/migrate.js`).
const config = loadAuthConfig();
const log = createLogger({ service: 'auth-migrate', level: config.log.level });
const db = createDatabase<unknown>({
  url: config.database.url,
  poolMax: 1,
  log,
  applicationName: 'sitesage-auth-migrate',
});
try {
  await migrateSchema(db, { schema: 'auth', migrations, log });
  log.info('auth schema is up to date');
} catch (error) {
  log.fatal({ err: error }, 'auth migration failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
