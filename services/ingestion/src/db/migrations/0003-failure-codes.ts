import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The crawler's classification of a failure, beside the reason it wrote for people; failures
  // recorded before codes existed are 'other' (nothing is read back out of their English text).
  await sql`alter table ingestion.resources add column reason_code text not null default ''`.execute(db);
  await sql`update ingestion.resources set reason_code = 'other' where status = 'Failed'`.execute(db);
  // The sources list filters a set by status (and a failure kind) page by page in discovery order.
  await sql`
    create index resources_kb_status_idx on ingestion.resources (knowledge_base_id, status, ordinal)
  `.execute(db);

  // A set's learned and failed counts, kept by the same recount as its progress.
  await sql`
    alter table ingestion.knowledge_bases
      add column pages_completed integer not null default 0,
      add column pages_failed integer not null default 0
  `.execute(db);
  await sql`
    update ingestion.knowledge_bases kb set
      pages_completed = c.completed,
      pages_failed = c.failed
    from (
      select
        knowledge_base_id,
        (count(*) filter (where status = 'Completed'))::int as completed,
        (count(*) filter (where status = 'Failed'))::int as failed
      from ingestion.resources group by knowledge_base_id
    ) c
    where kb.id = c.knowledge_base_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ingestion.knowledge_bases drop column pages_completed, drop column pages_failed`.execute(
    db,
  );
  await sql`drop index ingestion.resources_kb_status_idx`.execute(db);
  await sql`alter table ingestion.resources drop column reason_code`.execute(db);
}
