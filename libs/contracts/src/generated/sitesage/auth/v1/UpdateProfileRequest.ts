// Original file: proto/auth/v1/auth.proto


export interface UpdateProfileRequest {
  'token'?: (string);
  'full_name'?: (string);
  'avatar'?: (string);
  '_full_name'?: "full_name";
  '_avatar'?: "avatar";
}

export interface UpdateProfileRequest__Output {
  'token': (string);
  'full_name'?: (string);
  'avatar'?: (string);
  '_full_name'?: "full_name";
  '_avatar'?: "avatar";
}
