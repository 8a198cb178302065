import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// The owner's e-mail notification choices; every kind is on until the owner turns it off, and
// existing accounts get the same defaults.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table auth.users
      add column notify_new_interaction boolean not null default true,
      add column notify_new_lead boolean not null default true,
      add column notify_new_question boolean not null default true,
      add column notify_contact_request boolean not null default true
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table auth.users
      drop column notify_new_interaction,
      drop column notify_new_lead,
      drop column notify_new_question,
      drop column notify_contact_request
  `.execute(db);
}
