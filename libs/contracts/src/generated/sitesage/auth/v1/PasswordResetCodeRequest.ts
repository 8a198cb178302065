// Original file: proto/auth/v1/auth.proto


export interface PasswordResetCodeRequest {
  'user_id'?: (string);
  'client_ip'?: (string);
}

export interface PasswordResetCodeRequest__Output {
  'user_id': (string);
  'client_ip': (string);
}
