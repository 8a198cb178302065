import { sql, type Kysely } from 'kysely';

/** The dimensions that get an HNSW index: the local embedder, Gemini/nomic-sized, OpenAI small. */
export const indexedDimensions = [384, 768, 1536] as const;

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists vector`.execute(db);
  await sql`
    create table ingestion.knowledge_bases (
      id uuid primary key,
      project_id text not null check (char_length(project_id) between 1 and 64),
      owner_id text not null check (char_length(owner_id) between 1 and 64),
      title text not null check (char_length(title) between 1 and 200),
      url text not null default '' check (char_length(url) <= 2048),
      type text not null check (type in ('WEBSITE', 'URL', 'SITEMAP', 'FILE')),
      status text not null default 'INQUEUE' check (status in ('INQUEUE', 'INPROGRESS', 'COMPLETED', 'FAILED')),
      progress integer not null default 0 check (progress between 0 and 100),
      pages_total integer not null default 0,
      pages_done integer not null default 0,
      failure_reason text not null default '',
      run integer not null default 1,
      discovery_done boolean not null default false,
      robots_txt text,
      page_cap integer not null,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`create index knowledge_bases_project_idx on ingestion.knowledge_bases (project_id, created_at)`.execute(
    db,
  );
  await sql`create index knowledge_bases_owner_idx on ingestion.knowledge_bases (owner_id)`.execute(db);

  await sql`
    create table ingestion.resources (
      id uuid primary key,
      knowledge_base_id uuid not null references ingestion.knowledge_bases (id) on delete cascade,
      project_id text not null,
      type text not null check (type in ('URL', 'FILE')),
      url text not null check (char_length(url) <= 2048),
      indexed_title text not null default '',
      status text not null default 'Processing' check (status in ('Processing', 'Completed', 'Failed')),
      reason text not null default '',
      origin text not null default 'manual' check (origin in ('manual', 'start', 'sitemap', 'link', 'upload')),
      depth integer not null default 0,
      ordinal integer not null default 0,
      run integer not null default 1,
      content text,
      content_hash text,
      language text not null default '',
      file_name text not null default '',
      file_size bigint not null default 0,
      file_type text not null default '',
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  // A page is a source of a training set once, however often it is linked (files may repeat names).
  await sql`
    create unique index resources_page_idx on ingestion.resources (knowledge_base_id, url) where type = 'URL'
  `.execute(db);
  await sql`create index resources_kb_idx on ingestion.resources (knowledge_base_id, created_at)`.execute(db);
  await sql`create index resources_project_idx on ingestion.resources (project_id)`.execute(db);

  await sql`
    create table ingestion.files (
      resource_id uuid primary key references ingestion.resources (id) on delete cascade,
      bytes bytea not null,
      sha256 text not null
    )
  `.execute(db);

  await sql`
    create table ingestion.download_links (
      token_hash text primary key,
      resource_id uuid not null references ingestion.resources (id) on delete cascade,
      expires_at timestamptz not null
    )
  `.execute(db);

  // Dimensionless vectors, so any model fits; each indexed dimension gets a partial HNSW index on a
  // cast expression, which searches use by repeating the same cast and filter.
  await sql`
    create table ingestion.chunks (
      id uuid primary key,
      resource_id uuid not null references ingestion.resources (id) on delete cascade,
      knowledge_base_id uuid not null,
      project_id text not null,
      ordinal integer not null,
      url text not null,
      title text not null,
      header text not null,
      content text not null,
      token_count integer not null,
      content_hash text not null,
      embedding vector not null,
      embedding_model text not null,
      embedding_dimensions integer not null,
      search tsvector generated always as (to_tsvector('simple', header || ' ' || content)) stored,
      created_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`create index chunks_project_idx on ingestion.chunks (project_id)`.execute(db);
  await sql`create index chunks_resource_idx on ingestion.chunks (resource_id)`.execute(db);
  await sql`create index chunks_search_idx on ingestion.chunks using gin (search)`.execute(db);
  for (const dimensions of indexedDimensions) {
    await sql`
      create index ${sql.id(`chunks_embedding_${String(dimensions)}_idx`)} on ingestion.chunks
      using hnsw ((embedding::vector(${sql.raw(String(dimensions))})) vector_cosine_ops)
      where embedding_dimensions = ${sql.raw(String(dimensions))}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ingestion.chunks`.execute(db);
  await sql`drop table ingestion.download_links`.execute(db);
  await sql`drop table ingestion.files`.execute(db);
  await sql`drop table ingestion.resources`.execute(db);
  await sql`drop table ingestion.knowledge_bases`.execute(db);
}
