// Original file: proto/auth/v1/auth.proto


export interface UserIdRequest {
  'user_id'?: (string);
}

export interface UserIdRequest__Output {
  'user_id': (string);
}
