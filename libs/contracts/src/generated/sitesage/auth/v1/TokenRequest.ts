// Original file: proto/auth/v1/auth.proto


export interface TokenRequest {
  'token'?: (string);
}

export interface TokenRequest__Output {
  'token': (string);
}
