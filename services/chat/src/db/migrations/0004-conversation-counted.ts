import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Whether the session's conversation was counted against the owner's month. It used to be read off
  // `last_message_at is null`, but a visitor turn stored without an answer (bot/send-bot-message)
  // sets that too, so a session opened by the details form and started that way was never counted.
  await sql`alter table chat.sessions add column conversation_counted boolean not null default false`.execute(
    db,
  );
  // Sessions that already had a message were counted (or were the rare uncounted kind: left as seen).
  await sql`update chat.sessions set conversation_counted = true where last_message_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat.sessions drop column conversation_counted`.execute(db);
}
