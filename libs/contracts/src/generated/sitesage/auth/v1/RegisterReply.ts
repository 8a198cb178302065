// Original file: proto/auth/v1/auth.proto


export interface RegisterReply {
  'user_id'?: (string);
}

export interface RegisterReply__Output {
  'user_id': (string);
}
