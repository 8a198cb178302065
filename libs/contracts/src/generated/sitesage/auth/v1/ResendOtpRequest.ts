// Original file: proto/auth/v1/auth.proto


export interface ResendOtpRequest {
  'user_id'?: (string);
  'client_ip'?: (string);
}

export interface ResendOtpRequest__Output {
  'user_id': (string);
  'client_ip': (string);
}
