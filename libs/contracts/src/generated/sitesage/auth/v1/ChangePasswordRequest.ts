// Original file: proto/auth/v1/auth.proto


export interface ChangePasswordRequest {
  'token'?: (string);
  'current_password'?: (string);
  'new_password'?: (string);
  'client_ip'?: (string);
}

export interface ChangePasswordRequest__Output {
  'token': (string);
  'current_password': (string);
  'new_password': (string);
  'client_ip': (string);
}
