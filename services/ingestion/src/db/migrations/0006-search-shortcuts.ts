import { sql, type Kysely } from 'kysely';
import { indexedDimensions } from './0001-create-knowledge.js';

const nearestFunction = (dimensions: number) => sql.id('ingestion', `nearest_chunks_${String(dimensions)}`);

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The HNSW path of a large project's vector search, one call: the settings hold for the function
  // alone (not the session the embedded PGlite shares between clients, and with no transaction
  // held around it), and they are in force when its query is planned. Without statistics (PGlite
  // runs no autovacuum) the planner takes the project index and sorts every chunk's distance; with
  // sorting and the other scans off, the dimension's HNSW index gives the order.
  for (const dimensions of indexedDimensions) {
    const width = sql.raw(String(dimensions));
    await sql`
      create function ${nearestFunction(dimensions)}(project text, model text, query vector, k integer)
      returns table (id uuid, distance double precision)
      language sql stable
      -- What the planner expects of it: the few dozen rows a search asks for (by default a function
      -- is taken to return 1,000, and its rows are then joined by reading every chunk).
      rows 30
      set enable_sort = off
      set enable_seqscan = off
      set enable_bitmapscan = off
      set hnsw.iterative_scan = 'relaxed_order'
      set hnsw.ef_search = 200
      as $$
        select c.id, (c.embedding::vector(${width})) <=> query::vector(${width})
        from ingestion.chunks c
        where c.project_id = project and c.embedding_dimensions = ${width} and c.embedding_model = model
        order by (c.embedding::vector(${width})) <=> query::vector(${width})
        limit k
      $$
    `.execute(db);
  }

  // The words of a large project that are in so many of its chunks that they say little about
  // which one answers (see commonWordShare), counted now and then from the chunks themselves, so
  // a search need not read thousands of chunks to find a word common again.
  await sql`
    create table ingestion.word_counts (
      project_id text primary key,
      chunks integer not null,
      counted_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`
    create table ingestion.common_words (
      project_id text not null references ingestion.word_counts (project_id) on delete cascade,
      lexeme text not null,
      chunks integer not null,
      primary key (project_id, lexeme)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ingestion.common_words`.execute(db);
  await sql`drop table ingestion.word_counts`.execute(db);
  for (const dimensions of indexedDimensions) {
    await sql`drop function ${nearestFunction(dimensions)}(text, text, vector, integer)`.execute(db);
  }
}
