// Original file: proto/auth/v1/auth.proto


export interface User {
  'user_id'?: (string);
  'full_name'?: (string);
  'name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'plan'?: (string);
  'account_type'?: (string);
  'billing_cycle'?: (string);
  'avatar'?: (string);
}

export interface User__Output {
  'user_id': (string);
  'full_name': (string);
  'name': (string);
  'email': (string);
  'phone': (string);
  'plan': (string);
  'account_type': (string);
  'billing_cycle': (string);
  'avatar': (string);
}
