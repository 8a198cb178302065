import { sql, type Kysely } from 'kysely';

/**
 * New GIN entries wait in an unsorted pending list that every search reads from start to end, until
 * VACUUM or an insert that overflows it (4 MB by default) merges them. The embedded PGlite runs no
 * autovacuum, so a list of up to 4 MB was read by every word of every search: a third of the
 * full-text time on 10,000 chunks. 256 kB keeps that small and inserts still batched.
 */
const pendingListKb = 256;

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Search gives a page named after the question's subject extra weight: this index finds the
  // chunks whose page title holds a word without reading every chunk of the project.
  await sql`
    create index chunks_title_words_idx on ingestion.chunks using gin (to_tsvector('simple', title))
    with (gin_pending_list_limit = ${sql.raw(String(pendingListKb))})
  `.execute(db);
  await sql`
    alter index ingestion.chunks_search_idx set (gin_pending_list_limit = ${sql.raw(String(pendingListKb))})
  `.execute(db);
  // The list the old limit let grow is merged now, not by some later insert.
  await sql`select gin_clean_pending_list('ingestion.chunks_search_idx'::regclass)`.execute(db);
  // pgvector stores vectors out of line (EXTERNAL), so an exact search read each chunk's vector
  // from the TOAST table: ~6 buffer reads per chunk, three quarters of the time of a scan of 10,000
  // chunks in PGlite. MAIN keeps a vector in the row whenever the row fits on a page (text and the
  // tsvector go out of line first). This applies to rows written from now on: every page indexed,
  // re-synced or retrained.
  await sql`alter table ingestion.chunks alter column embedding set storage main`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ingestion.chunks alter column embedding set storage external`.execute(db);
  await sql`alter index ingestion.chunks_search_idx reset (gin_pending_list_limit)`.execute(db);
  await sql`drop index ingestion.chunks_title_words_idx`.execute(db);
}
