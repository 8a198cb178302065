// Original file: proto/auth/v1/auth.proto


export interface ResetPasswordRequest {
  'user_id'?: (string);
  'otp'?: (string);
  'new_password'?: (string);
  'client_ip'?: (string);
}

export interface ResetPasswordRequest__Output {
  'user_id': (string);
  'otp': (string);
  'new_password': (string);
  'client_ip': (string);
}
