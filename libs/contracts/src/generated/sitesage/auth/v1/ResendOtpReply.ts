// Original file: proto/auth/v1/auth.proto


export interface ResendOtpReply {
  'detail'?: (string);
}

export interface ResendOtpReply__Output {
  'detail': (string);
}
