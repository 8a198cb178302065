import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { startPgliteWireServer } from './pglite-wire-server.js';

export type EmbeddedPostgres = {
  url: string;
  port: number;
  /** The whole cluster as a tarball, to start another one from (`template`) in the same state. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Folder for the data files; 'memory://' keeps everything in memory (tests). */
  dataDir: string;
  host?: string;
  port?: number;
  maxConnections?: number;
  /**
   * A fresh cluster dumped by dumpFreshCluster(): started from it, PGlite skips its initdb (about
   * ten seconds of WebAssembly on a busy two-core machine). Only for an empty data folder.
   */
  template?: Blob;
};

/**
 * PostgreSQL 17 compiled to WebAssembly (PGlite) with pgvector, served over the ordinary
 * PostgreSQL wire protocol, so services connect with `pg` exactly as to a real server.
 * PGlite runs one query at a time and shares one session between connections: keep transactions
 * short and never use SET (it would leak to every other connection).
 */
export async function startEmbeddedPostgres({
  dataDir,
  host = '127.0.0.1',
  port = 54329,
  maxConnections = 100,
  template,
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir,
    extensions: { vector },
    ...(template ? { loadDataDir: template } : {}),
  });
  await db.exec('create extension if not exists vector');
  const server = await startPgliteWireServer(db, { host, port, maxConnections });
  const boundPort = server.port;
  return {
    url: `postgres://postgres@${host}:${boundPort}/postgres`,
    port: boundPort,
    dump: () => db.dumpDataDir('none'),
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** A new, empty cluster with pgvector installed, as a tarball startEmbeddedPostgres can start from. */
export async function dumpFreshCluster(): Promise<Blob> {
  const db = await PGlite.create({ dataDir: 'memory://', extensions: { vector } });
  try {
    await db.exec('create extension if not exists vector');
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
