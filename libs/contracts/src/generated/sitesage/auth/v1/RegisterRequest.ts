// Original file: proto/auth/v1/auth.proto


export interface RegisterRequest {
  'full_name'?: (string);
  'email'?: (string);
  'phone'?: (string);
  'password'?: (string);
  'client_ip'?: (string);
}

export interface RegisterRequest__Output {
  'full_name': (string);
  'email': (string);
  'phone': (string);
  'password': (string);
  'client_ip': (string);
}
