import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projects.projects (
      id uuid primary key,
      project_id text not null unique check (project_id ~ '^[A-Za-z0-9_-]{22}$'),
      user_id text not null check (char_length(user_id) between 1 and 64),
      name text not null check (char_length(name) between 1 and 100),
      description text not null default '' check (char_length(description) <= 2000),
      status text not null default 'active' check (status in ('active', 'inactive', 'pending')),
      bot_name text not null default 'Assistant' check (char_length(bot_name) between 1 and 60),
      bot_welcome_message text not null default 'Hi! How can I help you today?'
        check (char_length(bot_welcome_message) <= 500),
      bot_template_messages text not null default '' check (char_length(bot_template_messages) <= 809),
      require_user_details boolean not null default false,
      theme jsonb not null,
      site_url text not null default '' check (char_length(site_url) <= 2048),
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp(),
      deleted_at timestamptz
    )
  `.execute(db);
  // The owner's list (newest first) and the plan-limit count both read one owner's rows by time.
  await sql`create index projects_user_created_idx on projects.projects (user_id, created_at)`.execute(db);

  await sql`
    create table projects.purge_outbox (
      id bigint generated always as identity primary key,
      project_id uuid not null,
      owner_id text not null,
      queue text not null,
      created_at timestamptz not null default clock_timestamp(),
      sent_at timestamptz,
      unique (project_id, queue)
    )
  `.execute(db);
  // The relay reads only what is still to be sent, oldest first.
  await sql`create index purge_outbox_unsent_idx on projects.purge_outbox (id) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table projects.purge_outbox`.execute(db);
  await sql`drop table projects.projects`.execute(db);
}
