import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// The websites that may show an agent's chat. NULL means "the agent's own site" (computed from
// site_url when read), so an agent whose owner never edited the list follows a change of its site.
// 20 entries of at most 260 characters (a 253-character name, `*.` and a port), checked by the
// service; the database keeps a backstop against a runaway array.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table projects.projects
      add column allowed_hosts text[] check (cardinality(allowed_hosts) <= 20),
      add column allow_localhost boolean not null default false
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table projects.projects drop column allowed_hosts, drop column allow_localhost
  `.execute(db);
}
