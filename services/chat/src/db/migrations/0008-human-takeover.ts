import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// Human takeover: an owner pauses the agent in one conversation and answers in person. The pause
// lives on the session (it survives restarts, and every chat process reads the same row); each
// message names its author, so the owner's viewer tells the visitor, the agent and the owner apart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat.sessions
      add column taken_over_by text,
      add column taken_over_by_name text,
      add column person_requested_at timestamptz,
      add column person_answered_at timestamptz
  `.execute(db);
  await sql`alter table chat.messages add column author_id text, add column author_name text`.execute(db);
  // The admin shell's badge counts, across an owner's agents, the conversations still waiting for
  // a person; this keeps that count to the few flagged rows.
  await sql`
    create index sessions_person_waiting_idx on chat.sessions (project_id)
      where person_requested_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index chat.sessions_person_waiting_idx`.execute(db);
  await sql`alter table chat.messages drop column author_id, drop column author_name`.execute(db);
  await sql`
    alter table chat.sessions
      drop column taken_over_by, drop column taken_over_by_name,
      drop column person_requested_at, drop column person_answered_at
  `.execute(db);
}
