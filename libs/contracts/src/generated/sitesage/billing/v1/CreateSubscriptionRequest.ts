// Original file: proto/billing/v1/billing.proto


export interface CreateSubscriptionRequest {
  'user_id'?: (string);
  'plan_type'?: (string);
  'billing_cycle'?: (string);
}

export interface CreateSubscriptionRequest__Output {
  'user_id': (string);
  'plan_type': (string);
  'billing_cycle': (string);
}
