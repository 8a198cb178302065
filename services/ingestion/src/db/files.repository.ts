import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { IngestionDatabase } from './database.js';

export type StoredFile = { fileName: string; fileType: string; size: number; bytes: Buffer };

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

export type FilesRepository = ReturnType<typeof createFilesRepository>;

/**
 * Uploaded files live in PostgreSQL (bytea, at most 20 MB each): every service replica and worker
 * reaches them with no shared disk, and they go with their source in one delete.
 */
export function createFilesRepository(db: Executor<IngestionDatabase>) {
  return {
    async save(resourceId: string, bytes: Buffer, tx: Executor<IngestionDatabase> = db): Promise<void> {
      await tx
        .insertInto('ingestion.files')
        .values({ resource_id: resourceId, bytes, sha256: sha256(bytes) })
        .execute();
    },

    async read(resourceId: string): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('ingestion.files')
        .select('bytes')
        .where('resource_id', '=', resourceId)
        .executeTakeFirst();
      return row?.bytes;
    },

    /** Stores a link token (by its hash only) that opens one file until `expiresAt`. */
    async createLink(resourceId: string, token: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('ingestion.download_links')
        .values({ token_hash: sha256(token), resource_id: resourceId, expires_at: expiresAt })
        .execute();
      // Old links are cleared as new ones are made; no timer needed.
      await db
        .deleteFrom('ingestion.download_links')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
    },

    /** The file a live token opens, or undefined (unknown, expired, or the source was deleted). */
    async openLink(token: string): Promise<StoredFile | undefined> {
      const row = await db
        .selectFrom('ingestion.download_links as l')
        .innerJoin('ingestion.resources as r', 'r.id', 'l.resource_id')
        .innerJoin('ingestion.files as f', 'f.resource_id', 'l.resource_id')
        .select(['r.file_name', 'r.file_type', 'f.bytes'])
        .where('l.token_hash', '=', sha256(token))
        .where('l.expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!row) return undefined;
      return { fileName: row.file_name, fileType: row.file_type, size: row.bytes.length, bytes: row.bytes };
    },
  };
}
