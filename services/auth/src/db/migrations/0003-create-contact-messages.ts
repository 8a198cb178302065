import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// Messages from the public contact page, read by the support team. The checks repeat the
// service's limits so no other writer can store what the contact form would refuse.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth.contact_messages (
      id uuid primary key,
      name text not null check (char_length(name) between 1 and 100),
      email text not null check (char_length(email) <= 254 and email = lower(email)),
      message text not null check (char_length(message) between 1 and 5000),
      received_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index contact_messages_received_at_idx on auth.contact_messages (received_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auth.contact_messages`.execute(db);
}
