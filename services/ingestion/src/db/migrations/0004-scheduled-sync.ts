import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Per page: the validators the site sent with the indexed copy (asked back as If-None-Match /
  // If-Modified-Since, so an unchanged page answers 304), the syncs in a row it was missing on, and
  // what this run did to it ('' until decided; 'unchanged' | 'changed' | 'new' | 'removed').
  await sql`
    alter table ingestion.resources
      add column etag text not null default '' check (char_length(etag) <= 512),
      add column last_modified text not null default '' check (char_length(last_modified) <= 100),
      add column missing_syncs integer not null default 0,
      add column sync_change text not null default ''
        check (sync_change in ('', 'unchanged', 'changed', 'new', 'removed'))
  `.execute(db);
  // Per set: the plan the owner last acted under (the schedule's frequency), when the last run
  // finished, when the next sync is due (null: by hand only), and what the last run changed.
  await sql`
    alter table ingestion.knowledge_bases
      add column plan text not null default '' check (char_length(plan) <= 32),
      add column last_synced_at timestamptz,
      add column next_sync_at timestamptz,
      add column sync_changed integer not null default 0,
      add column sync_added integer not null default 0,
      add column sync_removed integer not null default 0
  `.execute(db);
  // The scheduler's sweep reads only the sets that are due.
  await sql`
    create index knowledge_bases_next_sync_idx on ingestion.knowledge_bases (next_sync_at)
    where next_sync_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ingestion.knowledge_bases_next_sync_idx`.execute(db);
  await sql`
    alter table ingestion.knowledge_bases
      drop column plan, drop column last_synced_at, drop column next_sync_at,
      drop column sync_changed, drop column sync_added, drop column sync_removed
  `.execute(db);
  await sql`
    alter table ingestion.resources
      drop column etag, drop column last_modified, drop column missing_syncs, drop column sync_change
  `.execute(db);
}
