import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One connection per agent and provider. The token is stored encrypted (never in clear text).
  await sql`
    create table integrations.integrations (
      id uuid primary key default gen_random_uuid(),
      user_id text not null check (char_length(user_id) between 1 and 64),
      project_id text not null check (char_length(project_id) between 1 and 64),
      provider text not null check (provider in ('whatsapp')),
      status text not null check (status in ('choosing_number', 'connected')),
      phone_numbers jsonb not null default '[]',
      business_account_id text not null default '',
      phone_number_id text not null default '',
      display_phone_number text not null default '',
      verified_name text not null default '',
      token_ciphertext text,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp(),
      unique (project_id, provider)
    )
  `.execute(db);
  await sql`create index integrations_owner_idx on integrations.integrations (user_id, project_id)`.execute(
    db,
  );
  // Meta names the receiving number on every delivery: one agent answers on a number.
  await sql`
    create unique index integrations_phone_idx on integrations.integrations (phone_number_id)
    where status = 'connected'
  `.execute(db);

  // OAuth states: single use, short-lived, bound to the owner, the agent and the owner's session.
  await sql`
    create table integrations.oauth_states (
      state_hash text primary key,
      user_id text not null,
      project_id text not null,
      session_binding text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index oauth_states_expiry_idx on integrations.oauth_states (expires_at)`.execute(db);

  // Every inbound WhatsApp message, once per Meta message id; the queue's worker answers it.
  await sql`
    create table integrations.inbound_messages (
      message_id text primary key check (char_length(message_id) between 1 and 200),
      phone_number_id text not null,
      from_number text not null,
      profile_name text not null default '',
      kind text not null,
      text text not null default '',
      received_at timestamptz not null default clock_timestamp(),
      reply_text text,
      reply_message_id text,
      processed_at timestamptz,
      outcome text
    )
  `.execute(db);

  // What Meta last reported about each reply sent (sent < delivered < read; failed ends it). Kept
  // by Meta's id of the reply, as a status may arrive before the send's answer was stored.
  await sql`
    create table integrations.delivery_statuses (
      message_id text primary key check (char_length(message_id) between 1 and 200),
      status text not null check (status in ('sent', 'delivered', 'read', 'failed')),
      status_at timestamptz not null,
      error_code integer
    )
  `.execute(db);

  // A WhatsApp user's conversation with an agent: the chat session their messages continue.
  await sql`
    create table integrations.contacts (
      integration_id uuid not null references integrations.integrations (id) on delete cascade,
      from_number text not null,
      chat_session_id text not null,
      profile_name text not null default '',
      last_inbound_at timestamptz not null,
      primary key (integration_id, from_number)
    )
  `.execute(db);
}
