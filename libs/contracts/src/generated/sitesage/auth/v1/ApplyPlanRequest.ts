// Original file: proto/auth/v1/auth.proto


export interface ApplyPlanRequest {
  'user_id'?: (string);
  'plan'?: (string);
  'account_type'?: (string);
  'billing_cycle'?: (string);
  'version'?: (number);
}

export interface ApplyPlanRequest__Output {
  'user_id': (string);
  'plan': (string);
  'account_type': (string);
  'billing_cycle': (string);
  'version': (number);
}
