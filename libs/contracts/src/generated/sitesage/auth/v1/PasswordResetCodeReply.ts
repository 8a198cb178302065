// Original file: proto/auth/v1/auth.proto


export interface PasswordResetCodeReply {
  'detail'?: (string);
}

export interface PasswordResetCodeReply__Output {
  'detail': (string);
}
