// Original file: proto/billing/v1/billing.proto


export interface ListPaymentsRequest {
  'user_id'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListPaymentsRequest__Output {
  'user_id': (string);
  'limit': (number);
  'offset': (number);
}
