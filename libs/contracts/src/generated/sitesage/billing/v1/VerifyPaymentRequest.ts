// Original file: proto/billing/v1/billing.proto


export interface VerifyPaymentRequest {
  'user_id'?: (string);
  'razorpay_payment_id'?: (string);
  'razorpay_subscription_id'?: (string);
  'razorpay_signature'?: (string);
}

export interface VerifyPaymentRequest__Output {
  'user_id': (string);
  'razorpay_payment_id': (string);
  'razorpay_subscription_id': (string);
  'razorpay_signature': (string);
}
