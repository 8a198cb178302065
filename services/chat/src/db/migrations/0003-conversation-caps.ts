import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // New conversations per visitor address per agent per day (UTC), claimed with a conditional
  // increment in the statement that counts the owner's conversation, so no single address can use
  // up an owner's month however fast it asks. The key is the gateway's hash of the address.
  await sql`
    create table chat.visitor_conversations (
      project_id text not null check (project_id <> ''),
      visitor_key text not null check (visitor_key <> ''),
      day date not null,
      conversations integer not null default 0 check (conversations >= 0),
      primary key (project_id, visitor_key, day)
    )
  `.execute(db);
  // Yesterday's rows and older are only dead weight: found by day when they are cleared.
  await sql`create index visitor_conversations_day_idx on chat.visitor_conversations (day)`.execute(db);

  // The owner told that the month's conversations reached 80 % and 100 % of the plan: one row per
  // threshold per owner per month, written by the statement that crossed it (so exactly once), read
  // by the dashboard.
  await sql`
    create table chat.usage_notices (
      owner_id text not null check (owner_id <> ''),
      month date not null check (extract(day from month) = 1),
      threshold integer not null check (threshold in (80, 100)),
      conversations integer not null,
      quota integer not null,
      created_at timestamptz not null default now(),
      primary key (owner_id, month, threshold)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat.usage_notices`.execute(db);
  await sql`drop table chat.visitor_conversations`.execute(db);
}
