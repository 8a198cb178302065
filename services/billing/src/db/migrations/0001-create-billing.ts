import { sql, type Kysely } from 'kysely';

// Frozen once landed: later changes go in new migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Each owner's plan as billing decided it. plan_version grows with every change; synced_version is
  // the last one auth acknowledged (the plan-sync relay re-sends while they differ).
  await sql`
    create table billing.accounts (
      user_id text primary key check (char_length(user_id) between 1 and 64),
      plan text not null default 'FREE' check (plan in ('FREE', 'BASIC', 'PRO', 'ENTERPRISE')),
      billing_cycle text not null default '' check (billing_cycle in ('', 'MONTHLY', 'YEARLY')),
      plan_version integer not null default 0,
      synced_version integer not null default 0,
      updated_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`create index accounts_unsynced_idx on billing.accounts (user_id) where synced_version < plan_version`.execute(
    db,
  );

  // One row per Razorpay subscription an owner started. status is Razorpay's; rank only moves forward
  // (see subscription-state.fns.ts), last_event_at orders events of equal rank.
  await sql`
    create table billing.subscriptions (
      razorpay_subscription_id text primary key,
      user_id text not null,
      plan_type text not null check (plan_type in ('BASIC', 'PRO', 'ENTERPRISE')),
      billing_cycle text not null check (billing_cycle in ('MONTHLY', 'YEARLY')),
      razorpay_plan_id text not null,
      status text not null,
      current_start timestamptz,
      current_end timestamptz,
      cancel_at_cycle_end boolean not null default false,
      last_event_at timestamptz,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  // The owner's subscriptions, newest first (current one, reuse of an unpaid one).
  await sql`create index subscriptions_user_idx on billing.subscriptions (user_id, created_at desc)`.execute(
    db,
  );

  // One row per provider payment: a verify and a webhook reporting the same payment record it once.
  await sql`
    create table billing.payments (
      razorpay_payment_id text primary key,
      user_id text not null,
      razorpay_subscription_id text not null,
      amount integer not null check (amount >= 0),
      currency text not null,
      status text not null,
      paid_at timestamptz not null
    )
  `.execute(db);
  await sql`create index payments_user_idx on billing.payments (user_id, paid_at desc)`.execute(db);

  // Every verified webhook delivery, once per Razorpay event id; the worker reads the body from here.
  await sql`
    create table billing.webhook_events (
      event_id text primary key check (char_length(event_id) between 1 and 100),
      event text not null,
      body jsonb not null,
      received_at timestamptz not null default clock_timestamp(),
      processed_at timestamptz
    )
  `.execute(db);

  // Razorpay plans created through the API on first use (configured ids are not stored).
  await sql`
    create table billing.provider_plans (
      plan_type text not null,
      billing_cycle text not null,
      razorpay_plan_id text not null,
      amount integer not null,
      primary key (plan_type, billing_cycle)
    )
  `.execute(db);

  // Offers shown on the plan page: for everyone (user_id null) or one owner, within a time window.
  await sql`
    create table billing.offers (
      id uuid primary key,
      user_id text,
      display_text text not null check (char_length(display_text) between 1 and 200),
      discount_percent integer not null check (discount_percent between 1 and 100),
      razorpay_offer_id text not null default '',
      starts_at timestamptz not null default clock_timestamp(),
      ends_at timestamptz,
      created_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'offers',
    'provider_plans',
    'webhook_events',
    'payments',
    'subscriptions',
    'accounts',
  ]) {
    await sql`drop table ${sql.table(`billing.${table}`)}`.execute(db);
  }
}
