import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The owner's conversation table lists sessions by their latest activity, newest first.
  await sql`
    create index sessions_project_activity_idx
    on chat.sessions (project_id, (coalesce(last_message_at, created_at)) desc, id desc)
  `.execute(db);

  // Conversations started per owner per calendar month (UTC), for the plan's monthly quota. Kept
  // here rather than counted from sessions because an owner's sessions span several projects and
  // the chat service does not know which projects are whose; a row is claimed with a conditional
  // increment, so concurrent first messages can never take the count past the quota.
  await sql`
    create table chat.conversation_usage (
      owner_id text not null check (owner_id <> ''),
      month date not null check (extract(day from month) = 1),
      conversations integer not null default 0 check (conversations >= 0),
      primary key (owner_id, month)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat.conversation_usage`.execute(db);
  await sql`drop index chat.sessions_project_activity_idx`.execute(db);
}
