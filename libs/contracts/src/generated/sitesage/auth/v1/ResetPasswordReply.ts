// Original file: proto/auth/v1/auth.proto


export interface ResetPasswordReply {
  'detail'?: (string);
}

export interface ResetPasswordReply__Output {
  'detail': (string);
}
