import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export type AccountsTable = {
  user_id: string;
  plan: Generated<string>;
  billing_cycle: Generated<string>;
  plan_version: Generated<number>;
  synced_version: Generated<number>;
  updated_at: Timestamp;
};

export type SubscriptionsTable = {
  razorpay_subscription_id: string;
  user_id: string;
  plan_type: string;
  billing_cycle: string;
  razorpay_plan_id: string;
  status: string;
  current_start: NullableTime;
  current_end: NullableTime;
  cancel_at_cycle_end: Generated<boolean>;
  last_event_at: NullableTime;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PaymentsTable = {
  razorpay_payment_id: string;
  user_id: string;
  razorpay_subscription_id: string;
  /** Paise, as Razorpay counts. */
  amount: number;
  currency: string;
  status: string;
  paid_at: Date;
};

export type WebhookEventsTable = {
  event_id: string;
  event: string;
  /** The verified body, parsed (jsonb): written as JSON text. */
  body: ColumnType<unknown, string, string>;
  received_at: Timestamp;
  processed_at: NullableTime;
};

export type ProviderPlansTable = {
  plan_type: string;
  billing_cycle: string;
  razorpay_plan_id: string;
  amount: number;
};

export type OffersTable = {
  id: string;
  user_id: string | null;
  display_text: string;
  discount_percent: number;
  razorpay_offer_id: Generated<string>;
  starts_at: Timestamp;
  ends_at: NullableTime;
  created_at: Timestamp;
};

export type BillingDatabase = {
  'billing.accounts': AccountsTable;
  'billing.subscriptions': SubscriptionsTable;
  'billing.payments': PaymentsTable;
  'billing.webhook_events': WebhookEventsTable;
  'billing.provider_plans': ProviderPlansTable;
  'billing.offers': OffersTable;
};

export type AccountRow = Selectable<AccountsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type OfferRow = Selectable<OffersTable>;
