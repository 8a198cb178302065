import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, migrateSchema, startEmbeddedPostgres, type Migration } from '@sitesage/db';
import { createLogger } from '@sitesage/logger';
import { freshClusterTemplate } from './cluster-template.js';
import { testRunFolder } from './test-run-folder.js';

export type SchemaMigrations = { schema: string; migrations: Record<string, Migration> };

const made = new Map<string, Promise<string>>();

/**
 * A PGlite cluster with one service's schema already migrated, as a tarball PGlite starts from.
 * Made by the first test file of the run that needs it and read by every later one, so a file's
 * database starts migrated instead of running every migration again (a second or two of
 * WebAssembly per file on a busy two-core machine). It lives only as long as the run's folder (see
 * test-run-folder.ts), so a migration edited between runs is never served stale; outside a
 * vitest run there is no folder and so no snapshot (undefined).
 */
export async function migratedClusterSnapshot(target: SchemaMigrations): Promise<Blob | undefined> {
  const folder = testRunFolder();
  if (!folder) return undefined;
  const file = join(folder, `migrated-${target.schema}.tar`);
  let making = made.get(file);
  if (!making) {
    making = existsSync(file) ? Promise.resolve(file) : writeSnapshot(file, target);
    made.set(file, making);
  }
  return new Blob([readFileSync(await making)]);
}

/** Migrates a fresh in-memory cluster and dumps it; files racing here each rename their own copy. */
async function writeSnapshot(file: string, { schema, migrations }: SchemaMigrations): Promise<string> {
  // Its own quiet logger: which test file happens to make the snapshot must not change its logs.
  const log = createLogger({ service: `${schema}-test-snapshot`, level: 'warn' });
  const embedded = await startEmbeddedPostgres({
    dataDir: 'memory://',
    port: 0,
    template: await freshClusterTemplate(),
  });
  try {
    const migrator = createDatabase<unknown>({
      url: embedded.url,
      poolMax: 1,
      log,
      applicationName: `${schema}-test-snapshot`,
    });
    try {
      await migrateSchema(migrator, { schema, migrations, log });
    } finally {
      await migrator.destroy();
    }
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await (await embedded.dump()).arrayBuffer()));
    renameSync(partial, file);
    return file;
  } finally {
    await embedded.stop();
  }
}
