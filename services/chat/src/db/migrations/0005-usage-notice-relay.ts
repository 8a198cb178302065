import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The notices double as an outbox: a relay hands each one to the auth service's e-mail queue and
  // then sets relayed_at. Notices of past months are not mailed any more (they would arrive after
  // the month they warn about), so they start relayed.
  await sql`alter table chat.usage_notices add column relayed_at timestamptz`.execute(db);
  await sql`
    update chat.usage_notices set relayed_at = created_at
    where month < date_trunc('month', now() at time zone 'utc')::date
  `.execute(db);
  // The relay asks every few seconds for the few notices not yet handed over; this keeps that
  // question from reading the whole table.
  await sql`
    create index usage_notices_unrelayed_idx on chat.usage_notices (created_at) where relayed_at is null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index chat.usage_notices_unrelayed_idx`.execute(db);
  await sql`alter table chat.usage_notices drop column relayed_at`.execute(db);
}
