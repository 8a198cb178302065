import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// A visitor's request for a person carries the owner's e-mail about it on the same row, written by
// the same statement (an outbox): the relay hands it to auth's e-mail queue and then clears it, so a
// crash or a Redis outage between the two delays the e-mail and loses nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat.sessions
      add column contact_request_due_at timestamptz,
      add column contact_request_owner_id text
  `.execute(db);
  // The relay asks every few seconds for the few requests still to hand over.
  await sql`
    create index sessions_contact_request_due_idx on chat.sessions (contact_request_due_at)
      where contact_request_due_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index chat.sessions_contact_request_due_idx`.execute(db);
  await sql`
    alter table chat.sessions drop column contact_request_due_at, drop column contact_request_owner_id
  `.execute(db);
}
