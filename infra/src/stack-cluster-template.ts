import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@sitesage/db';
import { freshClusterTemplate, freshClusterTemplateFile, testRunFolder } from '@sitesage/testing';

/** The services that own a schema, migrated in the supervisor's order. */
const schemaOwners = ['auth', 'projects', 'chat', 'ingestion', 'billing', 'integrations'] as const;

let made: Promise<string> | undefined;

/**
 * The cluster a test stack's embedded PostgreSQL starts from (PG_EMBEDDED_TEMPLATE). Within a
 * vitest run, every service's schema is migrated into it by the first stack of the run, so the
 * migrate steps of each later stack find nothing to do: they still run, exactly as `npm start`
 * runs them, but no longer compete for the one PGlite session while six of them migrate at once.
 * Kept only in the run's folder (test-run-folder.ts), so an edited migration is never served
 * stale; outside a run (benchmarks), the fresh cluster.
 */
export function stackClusterTemplateFile(root: string): Promise<string> {
  const folder = testRunFolder();
  if (!folder) return freshClusterTemplateFile();
  const file = join(folder, 'migrated-stack.tar');
  made ??= existsSync(file) ? Promise.resolve(file) : writeMigratedCluster(root, file);
  return made;
}

/** Runs each service's own migrate.js against a fresh in-memory cluster, then dumps it. */
async function writeMigratedCluster(root: string, file: string): Promise<string> {
  const embedded = await startEmbeddedPostgres({
    dataDir: 'memory://',
    port: 0,
    template: await freshClusterTemplate(),
  });
  try {
    for (const service of schemaOwners) {
      await runMigrate(join(root, `services/${service}/dist/migrate.js`), {
        ...process.env,
        DATABASE_URL: embedded.url,
        LOG_LEVEL: 'warn',
        // Required by the services' configuration, never used by a migration.
        JWT_SECRET: randomBytes(48).toString('base64url'),
        OTP_SECRET: randomBytes(48).toString('base64url'),
      });
    }
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, Buffer.from(await (await embedded.dump()).arrayBuffer()));
    renameSync(partial, file);
    return file;
  } finally {
    await embedded.stop();
  }
}

/** One migrate.js to its end; asynchronous, because this process serves the database it migrates. */
function runMigrate(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} exited with ${String(code)}:\n${output}`));
    });
  });
}
