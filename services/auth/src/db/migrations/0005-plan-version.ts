import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Billing owns the plan and numbers its changes; a change that arrives after a newer one (a retry
  // that was overtaken) must not put the older plan back.
  await sql`alter table auth.users add column plan_version integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table auth.users drop column plan_version`.execute(db);
}
