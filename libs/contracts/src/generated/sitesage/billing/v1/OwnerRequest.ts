// Original file: proto/billing/v1/billing.proto


export interface OwnerRequest {
  'user_id'?: (string);
}

export interface OwnerRequest__Output {
  'user_id': (string);
}
