import { createDatabase, migrateSchema } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';
import { loadChatConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the chat schema up to date, then exits: run before the service starts (the supervisor,
// and the Kubernetes initContainer, run `node services/chat/dist/migrate.js`).
const config = loadChatConfig();
const log = createLogger({ service: 'chat-migrate', level: config.log.level });
const db = createDatabase<unknown>({
  url: config.database.url,
  poolMax: 1,
  log,
  applicationName: 'sitesage-chat-migrate',
});
try {
  await migrateSchema(db, { schema: 'chat', migrations, log });
  log.info('chat schema is up to date');
} catch (error) {
  log.fatal({ err: error }, 'chat migration failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
