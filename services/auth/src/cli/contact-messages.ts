import { databaseVariables, loadConfig } from '@sitesage/config';
import { createDatabase, isDatabaseUnavailable } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';
import { createContactMessagesRepository } from '../db/contact-messages.repository.js';
import type { AuthDatabase } from '../db/database.js';
import { formatContactMessages, parseLimit } from './contact-messages.fns.js';

// The support team's inbox for the public contact page: `npm run support:messages [-- --limit N]`
// prints the newest messages from the database the auth service writes to (the embedded one
// while `npm start` runs, or DATABASE_URL).
const limit = parseLimit(process.argv.slice(2));
if (limit === undefined) {
  process.stderr.write('Usage: npm run support:messages [-- --limit N]   (N from 1 to 500)\n');
  process.exit(2);
}

const config = loadConfig({ database: databaseVariables });
const log = createLogger({ service: 'support-cli', level: 'warn', destination: process.stderr });
const db = createDatabase<AuthDatabase>({
  url: config.database.url,
  poolMax: 1,
  log,
  applicationName: 'sitesage-support-cli',
});
try {
  process.stdout.write(formatContactMessages(await createContactMessagesRepository(db).newest(limit)));
} catch (error) {
  if (!isDatabaseUnavailable(error)) throw error;
  process.stderr.write('Cannot reach the database: start SiteSage with `npm start`, or set DATABASE_URL.\n');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
