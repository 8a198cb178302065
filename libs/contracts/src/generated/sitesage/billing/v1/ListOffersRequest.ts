// Original file: proto/billing/v1/billing.proto


export interface ListOffersRequest {
  'user_id'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListOffersRequest__Output {
  'user_id': (string);
  'limit': (number);
  'offset': (number);
}
