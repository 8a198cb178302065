// Original file: proto/auth/v1/auth.proto


export interface Principal {
  'user_id'?: (string);
  'plan'?: (string);
}

export interface Principal__Output {
  'user_id': (string);
  'plan': (string);
}
