// The embedded PostgreSQL process of `npm start`: PGlite + pgvector over the wire protocol.
import { startEmbeddedPostgres } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';

const log = createLogger({ service: 'postgres' });
const dataDir = process.argv[2] ?? '.data/pg';
const port = Number(process.argv[3] ?? 54329);

const postgres = await startEmbeddedPostgres({ dataDir, port });
log.info({ dataDir, port: postgres.port }, 'embedded PostgreSQL (PGlite + pgvector) ready');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping; flushing data to disk');
  await postgres.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
