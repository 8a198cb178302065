// Original file: proto/auth/v1/auth.proto


export interface ContactMessageRequest {
  'name'?: (string);
  'email'?: (string);
  'message'?: (string);
  'client_ip'?: (string);
}

export interface ContactMessageRequest__Output {
  'name': (string);
  'email': (string);
  'message': (string);
  'client_ip': (string);
}
