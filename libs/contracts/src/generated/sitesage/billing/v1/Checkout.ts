// Original file: proto/billing/v1/billing.proto


export interface Checkout {
  'key_id'?: (string);
  'script_url'?: (string);
}

export interface Checkout__Output {
  'key_id': (string);
  'script_url': (string);
}
