// The embedded PostgreSQL process of `npm start`: PGlite + pgvector over the wire protocol.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';

const log = createLogger({ service: 'postgres' });
const dataDir = process.argv[2] ?? '.data/pg';
const port = Number(process.argv[3] ?? 54329);
const templateFile = process.argv[4];

// A template only ever seeds an empty data folder: an existing cluster is never overwritten.
const isEmpty = !existsSync(join(dataDir, 'PG_VERSION'));
const template =
  templateFile && isEmpty && existsSync(templateFile) ? new Blob([readFileSync(templateFile)]) : undefined;
const postgres = await startEmbeddedPostgres({ dataDir, port, ...(template ? { template } : {}) });
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
