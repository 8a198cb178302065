import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth.users (
      user_id text primary key check (user_id ~ '^[0-9A-HJKMNP-TV-Z]{8}$'),
      full_name text not null check (char_length(full_name) between 1 and 100),
      email text not null check (char_length(email) <= 254 and email = lower(email)),
      phone text not null check (phone ~ '^\\+[1-9][0-9]{6,14}$'),
      password_hash text not null,
      plan text not null default 'FREE' check (plan in ('FREE', 'BASIC', 'PRO', 'ENTERPRISE')),
      account_type text not null default 'FREE',
      billing_cycle text not null default '' check (billing_cycle in ('', 'MONTHLY', 'YEARLY')),
      avatar text not null default '',
      verified_at timestamptz,
      tokens_valid_after timestamptz not null default 'epoch',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  // Registration never reveals whether an email or phone is taken, so pending accounts may share
  // them; uniqueness holds among verified accounts and is enforced when a phone is verified.
  await sql`create unique index users_verified_email_key on auth.users (email) where verified_at is not null`.execute(
    db,
  );
  await sql`create unique index users_verified_phone_key on auth.users (phone) where verified_at is not null`.execute(
    db,
  );
  // Sign-in by email or phone also looks for a pending account (to say "verify your phone first").
  await sql`create index users_email_idx on auth.users (email, created_at)`.execute(db);
  await sql`create index users_phone_idx on auth.users (phone, created_at)`.execute(db);

  await sql`
    create table auth.otp_codes (
      user_id text not null references auth.users (user_id) on delete cascade,
      purpose text not null,
      code_hash text not null,
      failed_attempts integer not null default 0,
      expires_at timestamptz not null,
      created_at timestamptz not null,
      primary key (user_id, purpose)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auth.otp_codes`.execute(db);
  await sql`drop table auth.users`.execute(db);
}
