// Original file: proto/auth/v1/auth.proto


export interface TokenInfo {
  'token'?: (string);
  'expiration_time'?: (string);
}

export interface TokenInfo__Output {
  'token': (string);
  'expiration_time': (string);
}
