import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// How a visitor who asks for a person reaches the agent's owner; '' when not set.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table projects.projects
      add column contact_email text not null default '' check (char_length(contact_email) <= 254),
      add column contact_whatsapp text not null default ''
        check (contact_whatsapp = '' or contact_whatsapp ~ '^\\+[1-9][0-9]{6,14}$')
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projects.projects drop column contact_email, drop column contact_whatsapp`.execute(
    db,
  );
}
