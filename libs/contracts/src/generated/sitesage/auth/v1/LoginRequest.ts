// Original file: proto/auth/v1/auth.proto


export interface LoginRequest {
  'user_id'?: (string);
  'password'?: (string);
  'client_ip'?: (string);
}

export interface LoginRequest__Output {
  'user_id': (string);
  'password': (string);
  'client_ip': (string);
}
