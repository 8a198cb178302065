// Original file: proto/billing/v1/billing.proto


export interface OfferPrice {
  'plan_type'?: (string);
  'billing_cycle'?: (string);
  'price'?: (number);
}

export interface OfferPrice__Output {
  'plan_type': (string);
  'billing_cycle': (string);
  'price': (number);
}
