import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The visitor questions an owner dismissed from their unanswered questions, one row each: a
  // group is worked out by meaning whenever it is listed, so what stays dismissed is the askings
  // themselves, and a new asking of the same question is waiting again.
  await sql`
    create table chat.unanswered_dismissals (
      project_id text not null,
      message_id bigint not null references chat.messages (id) on delete cascade,
      dismissed_at timestamptz not null,
      primary key (project_id, message_id)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat.unanswered_dismissals`.execute(db);
}
