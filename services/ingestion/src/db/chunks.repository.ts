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

export type KeywordHit = Omit<ChunkHit, 'distance'> & {
  /** ts_rank_cd of the chunk for the query (higher is better; only comparable within one search). */
  rank: number;
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
      {
        exactBelow = exactSearchBelow,
        chunkCount,
      }: {
        exactBelow?: number;
        /** The project's chunk count when the caller already has it (see countForProject). */
        chunkCount?: number;
      } = {},
    ): Promise<ChunkHit[]> {
      const dimensions = embedding.vector.length;
      const literal = toVectorLiteral(embedding.vector);
      const indexed = (indexedDimensions as readonly number[]).includes(dimensions);
      const large = indexed && (chunkCount ?? (await this.countForProject(projectId))) >= exactBelow;
      const dims = sql.raw(String(dimensions));
      const distance = sql<number>`(embedding::vector(${dims})) <=> ${literal}::vector(${dims})`;
      const query = (tx: Executor<IngestionDatabase>, order: typeof distance) =>
        tx
          .selectFrom('ingestion.chunks')
          .select(['id', 'resource_id', 'url', 'title', 'header', 'content', distance.as('distance')])
          .where('project_id', '=', projectId)
          .where('embedding_dimensions', '=', dimensions)
          .where('embedding_model', '=', embedding.model)
          .orderBy(order)
          .limit(k)
          .execute();
      const rows = large
        ? await db.transaction().execute(async (tx) => {
            // Transaction-local settings: the embedded PGlite shares one session between clients.
            await sql`select set_config('hnsw.iterative_scan', 'relaxed_order', true)`.execute(tx);
            await sql`select set_config('hnsw.ef_search', '100', true)`.execute(tx);
            return query(tx, distance);
          })
        : // Exact: ordering by an expression the HNSW index does not hold keeps the planner off it
          // (and off its filtered-recall loss) in one statement, with no transaction to hold the
          // embedded database while a visitor waits.
          await query(db, sql<number>`(${distance}) + 0`);
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

    /**
     * The k chunks of one project holding any of `terms`, best first.
     *
     * A visitor's question never has all its words in one passage, so every word is an alternative
     * (an OR query). ts_rank_cd alone has no notion of rarity: on an outdoor shop's site "gear" is on
     * every page and would outrank the one chunk that says "expedited". So chunks are ordered first
     * by the summed rarity (inverse document frequency within the project) of the words they hold,
     * counted again for words in the page title (a page named after the question's subject is about
     * it), then by ts_rank_cd. One statement: the per-word counts use the same GIN index as the match.
     *
     * Prefix matching (`'word':*`) needs to_tsquery's syntax, which websearch_to_tsquery cannot
     * express. The words are bound as array parameters and quoted by the database (quote_literal)
     * before they meet that syntax; they are also plain letters and digits (see questionTerms), so
     * nothing a visitor types can act as an operator.
     *
     * The `search` column covers the header (page title and heading path) as well as the text.
     * Model and dimension do not matter here, so chunks embedded by an earlier embedder are still found.
     */
    async keywordMatches(
      projectId: string,
      terms: ReadonlyArray<{ lexeme: string; prefix: boolean }>,
      k: number,
      /** The project's chunk count (countForProject), the base of every word's rarity. */
      chunkCount: number,
    ): Promise<KeywordHit[]> {
      if (terms.length === 0 || k < 1) return [];
      const words = sql`unnest(${terms.map((t) => t.lexeme)}::text[], ${terms.map((t) => t.prefix)}::boolean[])`;
      const tsquery = sql`to_tsquery('simple', quote_literal(word.lexeme) || case when word.prefix then ':*' else '' end)`;
      const { rows } = await sql<{
        id: string;
        resource_id: string;
        url: string;
        title: string;
        header: string;
        content: string;
        rank: number;
      }>`
        with term as materialized (
          select ${tsquery} as query,
            ln(1 + ${chunkCount}::float8 / (1 + (
              select count(*) from ingestion.chunks c where c.project_id = ${projectId} and c.search @@ ${tsquery}
            ))) as idf
          from ${words} as word (lexeme, prefix)
          -- A word the text parser keeps nothing of (a symbol some locale calls a letter) matches nothing.
          where numnode(${tsquery}) > 0
        ),
        any_term as materialized (
          select string_agg(term.query::text, ' | ')::tsquery as query from term
        )
        select c.id, c.resource_id, c.url, c.title, c.header, c.content,
          ts_rank_cd(c.search, any_term.query) as rank,
          (select sum(term.idf) from term where c.search @@ term.query)
            + coalesce((select sum(term.idf) from term where to_tsvector('simple', c.title) @@ term.query), 0)
            as weight
        from ingestion.chunks c, any_term
        where c.project_id = ${projectId} and c.search @@ any_term.query
        -- Page and position break ties, so the same question finds the same passages every time,
        -- even after a retrain gave the chunks new ids.
        order by weight desc, rank desc, c.url, c.ordinal
        limit ${k}
      `.execute(db);
      return rows.map((row) => ({
        id: row.id,
        resourceId: row.resource_id,
        url: row.url,
        title: row.title,
        header: row.header,
        content: row.content,
        rank: row.rank,
      }));
    },

    async deleteForResource(resourceId: string): Promise<void> {
      await db.deleteFrom('ingestion.chunks').where('resource_id', '=', resourceId).execute();
    },
  };
}
