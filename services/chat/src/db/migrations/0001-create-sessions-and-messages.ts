import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat.sessions (
      -- base64url of at least 16 random bytes: a session id is all a visitor needs to continue a
      -- chat, so a short or sequential one would let anyone read other visitors' conversations.
      id text primary key check (id ~ '^[A-Za-z0-9_-]{22,64}$'),
      project_id text not null check (project_id <> ''),
      source text not null check (source in ('embedded_widget', 'whatsapp')),
      name text,
      email text,
      phone text,
      city text,
      intent text,
      escalate boolean not null default false,
      user_agent text,
      platform text,
      language text,
      timezone text,
      referrer text,
      page_url text,
      screen jsonb,
      created_at timestamptz not null default now(),
      last_message_at timestamptz,
      -- Target of the messages' foreign key, which keeps a message's project that of its session.
      unique (id, project_id)
    )
  `.execute(db);
  // Sessions of some projects: counted for analytics and CountSessions, listed newest first in the
  // owner's conversation table, and found in batches when a project is purged.
  await sql`create index sessions_project_created_idx on chat.sessions (project_id, created_at)`.execute(db);

  await sql`
    create table chat.messages (
      id bigserial primary key,
      session_id text not null,
      -- Repeated from the session so analytics never join; the foreign key keeps the two equal, so
      -- counting by it can never take in another project's messages.
      project_id text not null,
      role text not null check (role in ('user', 'assistant')),
      content text not null,
      metadata jsonb not null default '{}',
      status text not null default 'complete',
      created_at timestamptz not null default now(),
      foreign key (session_id, project_id) references chat.sessions (id, project_id) on delete cascade
    )
  `.execute(db);
  // A session's messages in the order written: the conversation viewer, "was this question
  // answered?" (an assistant message after it), and the cascade when a session is deleted.
  await sql`create index messages_session_id_idx on chat.messages (session_id, id)`.execute(db);
  // Messages of some projects by time: the sessions active in the last 30 minutes (a short range
  // at the end of the index) and the newest questions for recent activity (read from the end).
  await sql`create index messages_project_created_idx on chat.messages (project_id, created_at)`.execute(db);
  // Assistant messages of some projects: total_responses counts them without visiting the
  // visitors' messages (partial, so it costs nothing on the writes of user messages).
  await sql`create index messages_project_responses_idx on chat.messages (project_id) where role = 'assistant'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat.messages`.execute(db);
  await sql`drop table chat.sessions`.execute(db);
}
