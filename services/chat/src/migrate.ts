import { runMigrations } from '@sitesage/db';
import { loadChatConfig } from './config.js';
import { migrations } from './db/migrations/index.js';

// Brings the chat schema up to date, then exits (`node services/chat/dist/migrate.js`).
const config = loadChatConfig();
await runMigrations({
  schema: 'chat',
  databaseUrl: config.database.url,
  logLevel: config.log.level,
  migrations,
});
