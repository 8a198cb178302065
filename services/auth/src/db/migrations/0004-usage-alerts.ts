import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A fifth e-mail choice: the month's conversations reached 80 % or 100 % of the plan's. On for
  // every account, like the others, until the owner turns it off.
  await sql`alter table auth.users add column notify_usage_alerts boolean not null default true`.execute(db);

  // One row per usage notice mailed (or being mailed), keyed by the notice the chat service recorded:
  // the queue's job id keeps a repeat from running while the job is kept in Redis, this keeps it
  // from mailing again after the job is gone. claimed_at is when an attempt started; sent_at when
  // the mail server took the message.
  await sql`
    create table auth.usage_alert_deliveries (
      notice_key text primary key check (notice_key <> ''),
      user_id text not null,
      claimed_at timestamptz not null,
      sent_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auth.usage_alert_deliveries`.execute(db);
  await sql`alter table auth.users drop column notify_usage_alerts`.execute(db);
}
