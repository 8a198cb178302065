// Original file: proto/auth/v1/auth.proto


export interface VerifyOtpRequest {
  'user_id'?: (string);
  'otp'?: (string);
  'client_ip'?: (string);
}

export interface VerifyOtpRequest__Output {
  'user_id': (string);
  'otp': (string);
  'client_ip': (string);
}
