// Original file: proto/integrations/v1/integrations.proto


export interface PhoneNumber {
  'id'?: (string);
  'display_phone_number'?: (string);
  'verified_name'?: (string);
  'business_account_id'?: (string);
}

export interface PhoneNumber__Output {
  'id': (string);
  'display_phone_number': (string);
  'verified_name': (string);
  'business_account_id': (string);
}
