import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import { indexedDimensions } from './migrations/0001-create-knowledge.js';
import type { IngestionDatabase, NewChunk } from './database.js';

export type ChunkHit = {
  id: string;
  resourceId: string;
  url: string;
  title: string;
  header: string;
  content: string;
  /** Cosine distance (0 = same direction). */
  distance: number;
};

/**
 * Below this many chunks a project is searched exactly (a scan of its own rows is fast and has
 * perfect recall); above it the HNSW index is used with iterative scans, so the project filter
 * cannot leave the search with fewer than k rows.
 */
export const exactSearchBelow = 10_000;

export const toVectorLiteral = (vector: readonly number[]) => `[${vector.join(',')}]`;

export type ChunksRepository = ReturnType<typeof createChunksRepository>;

export function createChunksRepository(db: Executor<IngestionDatabase>) {
  return {
    /**
     * Replaces a source's chunks in one transaction (old out, new in), so a reader never sees a
     * half-written page and a repeated job leaves exactly one copy. `finish` runs in the same
     * transaction (marking the source done), and its false result undoes everything: the job was stale.
     */
    async replaceForResource(
      resourceId: string,
      chunks: readonly NewChunk[],
      finish: (tx: Executor<IngestionDatabase>) => Promise<boolean>,
    ): Promise<boolean> {
      const stale = new Error('stale');
      try {
        await db.transaction().execute(async (tx) => {
          await tx.deleteFrom('ingestion.chunks').where('resource_id', '=', resourceId).execute();
          if (chunks.length > 0)
            await tx
              .insertInto('ingestion.chunks')
              .values([...chunks])
              .execute();
          if (!(await finish(tx))) throw stale;
        });
        return true;
      } catch (error) {
        if (error === stale) return false;
        throw error;
      }
    },

    async countForResource(resourceId: string): Promise<number> {
      const { count } = await db
        .selectFrom('ingestion.chunks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('resource_id', '=', resourceId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    async countForProject(projectId: string): Promise<number> {
      const { count } = await db
        .selectFrom('ingestion.chunks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('project_id', '=', projectId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * The k chunks of one project nearest to `vector` (same model and dimension only). Small
     * projects are scanned exactly; large ones use the dimension's HNSW index with iterative scans
     * (pgvector ≥ 0.8), which keep walking the graph until k rows pass the project filter.
     */
    async nearest(
      projectId: string,
      embedding: { vector: readonly number[]; model: string },
      k: number,
      { exactBelow = exactSearchBelow }: { exactBelow?: number } = {},
    ): Promise<ChunkHit[]> {
      const dimensions = embedding.vector.length;
      const literal = toVectorLiteral(embedding.vector);
      const indexed = (indexedDimensions as readonly number[]).includes(dimensions);
      const large = indexed && (await this.countForProject(projectId)) >= exactBelow;
      const dims = sql.raw(String(dimensions));
      const distance = sql<number>`(embedding::vector(${dims})) <=> ${literal}::vector(${dims})`;
      const query = (tx: Executor<IngestionDatabase>) =>
        tx
          .selectFrom('ingestion.chunks')
          .select(['id', 'resource_id', 'url', 'title', 'header', 'content', distance.as('distance')])
          .where('project_id', '=', projectId)
          .where('embedding_dimensions', '=', dimensions)
          .where('embedding_model', '=', embedding.model)
          .orderBy(distance)
          .limit(k)
          .execute();
      const rows = large
        ? await db.transaction().execute(async (tx) => {
            // Transaction-local settings: the embedded PGlite shares one session between clients.
            await sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true)`.execute(tx);
            await sql`select set_config('hnsw.ef_search', '100', true)`.execute(tx);
            return query(tx);
          })
        : await db.transaction().execute(async (tx) => {
            // Exact: the planner must not pick the HNSW index (and its filtered-recall loss) here.
            await sql`select set_config('enable_indexscan', 'off', true)`.execute(tx);
            return query(tx);
          });
      return rows.map((row) => ({
        id: row.id,
        resourceId: row.resource_id,
        url: row.url,
        title: row.title,
        header: row.header,
        content: row.content,
        distance: row.distance,
      }));
    },

    async deleteForResource(resourceId: string): Promise<void> {
      await db.deleteFrom('ingestion.chunks').where('resource_id', '=', resourceId).execute();
    },
  };
}
