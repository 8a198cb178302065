// Original file: proto/auth/v1/auth.proto


export interface ContactMessageReply {
  'id'?: (string);
  'received_at'?: (string);
}

export interface ContactMessageReply__Output {
  'id': (string);
  'received_at': (string);
}
