import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// A downgrade deletes nothing: agents above the new plan's limit are paused (kept, not answering).
// kept_at is when the owner last chose an agent to stay; the plan is billing's word, by version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table projects.projects
      add column paused boolean not null default false,
      add column kept_at timestamptz
  `.execute(db);
  await sql`
    create table projects.owner_plans (
      user_id text primary key check (char_length(user_id) between 1 and 64),
      plan text not null check (plan in ('FREE', 'BASIC', 'PRO', 'ENTERPRISE')),
      plan_version integer not null check (plan_version >= 0),
      updated_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table projects.owner_plans`.execute(db);
  await sql`alter table projects.projects drop column paused, drop column kept_at`.execute(db);
}
