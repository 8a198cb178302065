import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
// Conversations are counted per billing cycle (billing's window: a paid subscription's period, or
// the calendar month UTC on Free) instead of per calendar month. A cycle starts at any moment, so
// counts and notices are keyed by the cycle's start; its end is kept for the e-mail's dates. Rows
// counted so far were calendar months: they become those months' windows.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['conversation_usage', 'usage_notices']) {
    await sql`
      alter table ${sql.table(`chat.${table}`)}
        add column cycle_start timestamptz,
        add column cycle_end timestamptz
    `.execute(db);
    await sql`
      update ${sql.table(`chat.${table}`)}
         set cycle_start = month::timestamp at time zone 'UTC',
             cycle_end = (month + interval '1 month')::timestamp at time zone 'UTC'
    `.execute(db);
    await sql`
      alter table ${sql.table(`chat.${table}`)}
        alter column cycle_start set not null,
        alter column cycle_end set not null,
        add check (cycle_start < cycle_end),
        drop constraint ${sql.raw(`${table}_pkey`)},
        drop column month
    `.execute(db);
  }
  await sql`alter table chat.conversation_usage add primary key (owner_id, cycle_start)`.execute(db);
  await sql`alter table chat.usage_notices add primary key (owner_id, cycle_start, threshold)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to calendar months: a cycle's rows land on the month it started in (merged when several do).
  await sql`
    create table chat.conversation_usage_by_month as
      select owner_id, date_trunc('month', cycle_start at time zone 'UTC')::date as month,
             sum(conversations)::integer as conversations
        from chat.conversation_usage group by 1, 2
  `.execute(db);
  await sql`drop table chat.conversation_usage`.execute(db);
  await sql`alter table chat.conversation_usage_by_month rename to conversation_usage`.execute(db);
  await sql`
    alter table chat.conversation_usage
      alter column owner_id set not null, alter column month set not null,
      alter column conversations set not null, alter column conversations set default 0,
      add primary key (owner_id, month)
  `.execute(db);
  await sql`alter table chat.usage_notices add column month date`.execute(db);
  await sql`update chat.usage_notices set month = date_trunc('month', cycle_start at time zone 'UTC')::date`.execute(
    db,
  );
  await sql`
    delete from chat.usage_notices a using chat.usage_notices b
     where a.owner_id = b.owner_id and a.month = b.month and a.threshold = b.threshold
       and a.cycle_start > b.cycle_start
  `.execute(db);
  await sql`
    alter table chat.usage_notices
      drop constraint usage_notices_pkey,
      drop column cycle_start, drop column cycle_end,
      alter column month set not null,
      add primary key (owner_id, month, threshold)
  `.execute(db);
}
