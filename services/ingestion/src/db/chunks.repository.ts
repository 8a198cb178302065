import { sql, type RawBuilder } from 'kysely';
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

/** A chunk of a page, as it reads. */
export type PageChunk = { id: string; url: string; title: string; header: string; content: string };

/** A chunk beside another on its page, `offset` places after it (negative: before). */
export type NeighbourChunk = { ofId: string; offset: number; header: string; content: string };

export type KeywordHit = Omit<ChunkHit, 'distance'> & {
  /** ts_rank_cd of the chunk for the query (higher is better; only comparable within one search). */
  rank: number;
};

/**
 * Below this many chunks a project is searched exactly (a scan of its own rows has perfect recall);
 * from it the HNSW index is used with iterative scans, so the project filter cannot leave the
 * search with fewer than k rows. Measured on 10,000 chunks of 384 dimensions in PGlite
 * (bench/retrieval.bench.mjs, local model): exact p50 16 ms, about 1.6 µs a chunk; through the
 * index (ef_search 200) 6 ms, with 97% of the exact 30 nearest.
 */
export const exactSearchBelow = 5_000;

/**
 * Below this many chunks a project's own rows are read once and every word tested on them (see
 * keywordMatches): the GIN index holds every project's chunks, and a word common across the
 * database made a small project's search read its whole posting list. On a 60-chunk site beside
 * 14,500 other chunks in PGlite this took the full-text half from 9.3 to 4.5 ms (median); on
 * 1,500 chunks reading them all was three times slower than the index.
 */
export const ownRowsOnlyBelow = 300;

/** From this many chunks a project's words are looked up in the GIN index first (see keywordMatches). */
export const wordIndexFirstFrom = 1_000;

/**
 * In a project of at least commonWordsFromChunks chunks, a question word found in this share of its
 * chunks or more is common ("need", "last", "is" on most sites): it says little about which chunk
 * answers (its rarity would be under ln 3.5) yet costs the most, every one of its chunks fetched and
 * weighed. Its chunks are listed only up to that share and it is then left out of the weighing; it
 * still counts in the ts_rank_cd that orders the leaders. On the retrieval benchmark's 10,000
 * chunks this took the full-text half's median from 18.7 to 13.2 ms and its slowest question
 * ("How long does garage door repair take and do I need to be home?") from 45 to 31 ms. A word
 * already counted common (common-words.repository.ts) is not listed at all: listing a word's
 * chunks up to that share only to drop it was half the rows a long question's search read.
 */
export const commonWordShare = 0.4;
export const commonWordsFromChunks = 1_000;

export const toVectorLiteral = (vector: readonly number[]) => `[${vector.join(',')}]`;

/** A chunk's columns as a search reads them (both halves select the same ones). */
type FoundChunkRow = {
  id: string;
  resource_id: string;
  url: string;
  title: string;
  header: string;
  content: string;
};

const toFoundChunk = (row: FoundChunkRow) => ({
  id: row.id,
  resourceId: row.resource_id,
  url: row.url,
  title: row.title,
  header: row.header,
  content: row.content,
});

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

    /** The source's chunks; with `model`, only those embedded by that model at that width. */
    async countForResource(
      resourceId: string,
      model?: { name: string; dimensions: number },
    ): Promise<number> {
      let query = db
        .selectFrom('ingestion.chunks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('resource_id', '=', resourceId);
      if (model) {
        query = query
          .where('embedding_model', '=', model.name)
          .where('embedding_dimensions', '=', model.dimensions);
      }
      const { count } = await query.executeTakeFirstOrThrow();
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
     * The k chunks of one project nearest to `vector` (same model and dimension only), and in the
     * same statement the distances of a few other chunks of the project asked for by id (the
     * full-text half's candidates, for the second stage), each of those only if embedded by that
     * model. Small projects are scanned exactly; large ones go through the dimension's HNSW index
     * with iterative scans (pgvector ≥ 0.8), which keep walking the graph until k rows pass the
     * project filter, and are scanned exactly after all in the rare case the walk gave up first.
     */
    async vectorCandidates(
      projectId: string,
      embedding: { vector: readonly number[]; model: string },
      k: number,
      {
        exactBelow = exactSearchBelow,
        chunkCount,
        distancesOf = [],
      }: {
        exactBelow?: number;
        /** The project's chunk count when the caller already has it (see countForProject). */
        chunkCount?: number;
        /** Chunks whose distance is wanted whether or not they are among the k nearest. */
        distancesOf?: readonly string[];
      } = {},
    ): Promise<{ nearest: ChunkHit[]; distances: Map<string, number> }> {
      const dimensions = embedding.vector.length;
      const literal = toVectorLiteral(embedding.vector);
      const indexed = (indexedDimensions as readonly number[]).includes(dimensions);
      const large = indexed && (chunkCount ?? (await this.countForProject(projectId))) >= exactBelow;
      const dims = sql.raw(String(dimensions));
      const distance = sql<number>`(c.embedding::vector(${dims})) <=> ${literal}::vector(${dims})`;
      const ofModel = sql`c.project_id = ${projectId} and c.embedding_dimensions = ${dimensions} and c.embedding_model = ${embedding.model}`;
      // Exact: ordered by a column of a subquery the planner may not merge (offset 0), which the
      // HNSW index cannot provide, so the planner stays off it (and off its filtered-recall loss);
      // and each chunk's distance is computed once (ordering by the expression computed it again:
      // a third of a scan of 10,000 chunks). The k nearest are found on ids and distances alone;
      // only their k rows are then read whole.
      const exact = sql`
        select id, distance from (select c.id, ${distance} as distance from ingestion.chunks c where ${ofModel} offset 0) scanned
        order by distance limit ${k}`;
      const throughIndex = sql`
        select id, distance from ${sql.id('ingestion', `nearest_chunks_${String(dimensions)}`)}(${projectId}, ${embedding.model}, ${literal}::vector, ${k})`;
      const run = async (nearestIds: RawBuilder<unknown>) => {
        const { rows } = await sql<FoundChunkRow & { distance: number; nearest: boolean }>`
          with nearest as materialized (${nearestIds})
          select c.id, c.resource_id, c.url, c.title, c.header, c.content, nearest.distance, true as nearest
          from nearest join ingestion.chunks c on c.id = nearest.id
          union all
          select c.id, null, null, null, null, null, ${distance}, false
          from ingestion.chunks c
          where ${ofModel} and c.id = any(${[...distancesOf]}::uuid[]) and c.id not in (select id from nearest)
          order by nearest desc, distance
        `.execute(db);
        return rows;
      };
      let rows = await run(large ? throughIndex : exact);
      const found = rows.filter((row) => row.nearest).length;
      if (large && found < k && found < (chunkCount ?? Number.POSITIVE_INFINITY)) rows = await run(exact);
      return {
        nearest: rows
          .filter((row) => row.nearest)
          .map((row) => ({ ...toFoundChunk(row), distance: row.distance })),
        distances: new Map(rows.map((row) => [row.id, row.distance])),
      };
    },

    /** The k chunks of one project nearest to `vector`: vectorCandidates without other chunks. */
    async nearest(
      projectId: string,
      embedding: { vector: readonly number[]; model: string },
      k: number,
      options: { exactBelow?: number; chunkCount?: number } = {},
    ): Promise<ChunkHit[]> {
      return (await this.vectorCandidates(projectId, embedding, k, options)).nearest;
    },

    /**
     * The chunks within `before` places before and `after` places after each of a few chunks of one
     * project, on the same page, in reading order. Read by the ids of the chunks found, so a page
     * re-embedded since the search (new chunk ids) simply has none: a reply never mixes two versions
     * of a page.
     */
    async neighboursOf(
      projectId: string,
      chunkIds: readonly string[],
      { before, after }: { before: number; after: number },
    ): Promise<NeighbourChunk[]> {
      if (chunkIds.length === 0) return [];
      return db
        .selectFrom('ingestion.chunks as c')
        .innerJoin('ingestion.chunks as n', (join) =>
          join
            .onRef('n.resource_id', '=', 'c.resource_id')
            .onRef('n.id', '<>', 'c.id')
            .on(sql<boolean>`n.ordinal between c.ordinal - ${before} and c.ordinal + ${after}`),
        )
        .select([
          'c.id as ofId',
          sql<number>`n.ordinal - c.ordinal`.as('offset'),
          'n.header as header',
          'n.content as content',
        ])
        .where('c.project_id', '=', projectId)
        .where('c.id', 'in', [...chunkIds])
        .orderBy('c.id')
        .orderBy('n.ordinal')
        .execute();
    },

    /**
     * The chunks of one project's page that a known chunk is on, from the page's first up to
     * `lastOrdinal`, in reading order.
     */
    async openingOf(projectId: string, chunkId: string, lastOrdinal: number): Promise<PageChunk[]> {
      return db
        .selectFrom('ingestion.chunks as c')
        .innerJoin('ingestion.chunks as o', 'o.resource_id', 'c.resource_id')
        .select([
          'o.id as id',
          'o.url as url',
          'o.title as title',
          'o.header as header',
          'o.content as content',
        ])
        .where('c.project_id', '=', projectId)
        .where('c.id', '=', chunkId)
        .where('o.ordinal', '<=', lastOrdinal)
        .orderBy('o.ordinal')
        .execute();
    },

    /**
     * The k chunks of one project holding any of `terms`, best first.
     *
     * A visitor's question never has all its words in one passage, so every word is an alternative
     * (an OR query). ts_rank_cd alone has no notion of rarity: on an outdoor shop's site "gear" is on
     * every page and would outrank the one chunk that says "expedited". So chunks are ordered first
     * by the summed rarity (inverse document frequency within the project) of the words they hold,
     * counted again for words in the page title (a page named after the question's subject is about
     * it), then by ts_rank_cd.
     *
     * One statement, shaped so that no chunk's tsvector is read more than once. A chunk's tsvector
     * is stored out of line (TOAST), and every `@@` on it reads it again; testing each word against
     * each chunk cost ~45 ms per word on 10,000 chunks in PGlite. Instead each word's chunks come
     * from the GIN index as an array of ids (`word`: which chunks hold it, without reading any
     * tsvector; their number is the word's rarity), and so do the chunks whose page title holds it
     * (a GIN index of its own). Only the chunks weighing as much as the k-th or more are ranked with
     * ts_rank_cd, the one step that reads a tsvector. In a large project a word on a large share of
     * its chunks is listed only that far and then left out of the weights (see commonWordShare).
     *
     * A project of at least `wordIndexFrom` chunks looks its words up in the GIN index first and
     * checks the project afterwards (the `offset 0` keeps the planner from merging the two): the
     * embedded PGlite has no autovacuum and so no statistics, and without them the planner prefers
     * the project index for any project and reads all of its tsvectors for every word. PostgreSQL
     * with statistics picks the word index too once a project is more than ~0.5% of the table (the
     * planner's default guess for a word it cannot see in advance). Smaller projects keep the
     * project filter the planner can use, so a small site in a big shared database reads its own
     * chunks, not every chunk of every site that holds the word; page titles are short, so their
     * index is looked up first. A project below `ownRowsBelow` chunks reads its rows once (their
     * search vectors and title words) and tests every word on those: the planner, seeing neither
     * how small the project is nor how common the word, would otherwise still combine both indexes
     * and read the word's whole posting list across the database.
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
      {
        ownRowsBelow = ownRowsOnlyBelow,
        wordIndexFrom = wordIndexFirstFrom,
        commonWordsFrom = commonWordsFromChunks,
      }: { ownRowsBelow?: number; wordIndexFrom?: number; commonWordsFrom?: number } = {},
    ): Promise<KeywordHit[]> {
      if (terms.length === 0 || k < 1) return [];
      // A large project stops listing a word's chunks at this many: the word is common (see commonWordShare).
      const commonAt = chunkCount >= commonWordsFrom ? Math.ceil(chunkCount * commonWordShare) : null;
      const tsquery = sql`to_tsquery('simple', quote_literal(word.lexeme) || case when word.prefix then ':*' else '' end)`;
      const wordIndexFirst = (match: RawBuilder<unknown>) =>
        sql`(select c.id, c.project_id from ingestion.chunks c where ${match} offset 0) c where c.project_id = ${projectId}`;
      const ownRowsOnly = chunkCount < ownRowsBelow;
      // A small project's chunks, read once: each search vector detoasted and each title's words
      // parsed here, not again for every word of the question.
      const ownRows = ownRowsOnly
        ? sql`own as materialized (
            select c.id, c.search || ''::tsvector as search, to_tsvector('simple', c.title) as title_words
            from ingestion.chunks c where c.project_id = ${projectId}
          ),`
        : sql``;
      const textChunks = ownRowsOnly
        ? sql`own c where c.search @@ term.query`
        : chunkCount >= wordIndexFrom
          ? wordIndexFirst(sql`c.search @@ term.query`)
          : sql`ingestion.chunks c where c.project_id = ${projectId} and c.search @@ term.query`;
      const titleChunks = ownRowsOnly
        ? sql`own c where c.title_words @@ in_text.query`
        : wordIndexFirst(sql`to_tsvector('simple', c.title) @@ in_text.query`);
      const { rows } = await sql<FoundChunkRow & { rank: number }>`
        with ${ownRows} term as materialized (
          select ${tsquery} as query,
            -- Counted common (common-words.repository.ts): a word, or any word it begins, in as
            -- large a share of the chunks when last counted.
            ${commonAt}::integer is not null and exists (
              select from ingestion.common_words common
              where common.project_id = ${projectId}
                and (common.lexeme = word.lexeme or (word.prefix and starts_with(common.lexeme, word.lexeme)))
            ) as common
          from unnest(${terms.map((t) => t.lexeme)}::text[], ${terms.map((t) => t.prefix)}::boolean[]) as word (lexeme, prefix)
          -- A word the text parser keeps nothing of (a symbol some locale calls a letter) matches nothing.
          where numnode(${tsquery}) > 0
        ),
        in_text as materialized (
          select term.query, found.ids, cardinality(found.ids) as chunks
          from term
          cross join lateral (
            select coalesce(array_agg(c.id), '{}') as ids from (select c.id from ${textChunks} limit ${commonAt}) as c
          ) as found
          -- A word known to be common is not listed only to be found common again.
          where not term.common
        ),
        word as materialized (
          select ln(1 + ${chunkCount}::float8 / (1 + in_text.chunks)) as rarity,
            in_text.ids as text_ids, in_title.ids as title_ids
          from in_text
          cross join lateral (
            select coalesce(array_agg(c.id), '{}') as ids
            from ${titleChunks}
          ) as in_title
          where ${commonAt}::integer is null or in_text.chunks < ${commonAt}::integer
        ),
        scored as materialized (
          select id, sum(rarity) as weight
          from (
            select unnest(text_ids) as id, rarity, true as in_text from word
            union all
            select unnest(title_ids), rarity, false from word
          ) as weighted
          group by id
          -- A title word alone does not make a match: the chunk itself must hold a word.
          having bool_or(in_text)
        ),
        kth as (select weight from scored order by weight desc offset ${k - 1} limit 1),
        any_term as materialized (select string_agg(term.query::text, ' | ')::tsquery as query from term)
        select c.id, c.resource_id, c.url, c.title, c.header, c.content,
          ts_rank_cd(c.search, any_term.query) as rank
        from scored
        join ingestion.chunks c on c.id = scored.id
        cross join any_term
        -- A chunk weighing less than the k-th weight cannot be among the k: only ties are ranked.
        where scored.weight >= coalesce((select weight from kth), 0)
        -- Page and position break ties, so the same question finds the same passages every time,
        -- even after a retrain gave the chunks new ids.
        order by scored.weight desc, rank desc, c.url, c.ordinal
        limit ${k}
      `.execute(db);
      return rows.map((row) => ({ ...toFoundChunk(row), rank: row.rank }));
    },

    async deleteForResource(resourceId: string): Promise<void> {
      await db.deleteFrom('ingestion.chunks').where('resource_id', '=', resourceId).execute();
    },
  };
}
