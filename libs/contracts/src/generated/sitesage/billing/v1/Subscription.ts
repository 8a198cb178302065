// Original file: proto/billing/v1/billing.proto


export interface Subscription {
  'subscription_id'?: (string);
  'plan_type'?: (string);
  'billing_cycle'?: (string);
  'status'?: (string);
  'current_period_start'?: (string);
  'current_period_end'?: (string);
  'cancel_at_cycle_end'?: (boolean);
}

export interface Subscription__Output {
  'subscription_id': (string);
  'plan_type': (string);
  'billing_cycle': (string);
  'status': (string);
  'current_period_start': (string);
  'current_period_end': (string);
  'cancel_at_cycle_end': (boolean);
}
