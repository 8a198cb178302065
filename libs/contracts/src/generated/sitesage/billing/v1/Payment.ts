// Original file: proto/billing/v1/billing.proto


export interface Payment {
  'payment_id'?: (string);
  'paid_at'?: (string);
  'amount'?: (number);
  'currency'?: (string);
  'status'?: (string);
  'plan_type'?: (string);
  'billing_cycle'?: (string);
}

export interface Payment__Output {
  'payment_id': (string);
  'paid_at': (string);
  'amount': (number);
  'currency': (string);
  'status': (string);
  'plan_type': (string);
  'billing_cycle': (string);
}
