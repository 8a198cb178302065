import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256, as Razorpay signs Checkout results and webhooks. */
export function razorpaySignature(payload: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Whether `signature` is the HMAC of `payload` under `secret`: the lengths are compared first
 * (timingSafeEqual needs equal lengths; a length says nothing about the key), then every byte in
 * constant time. An empty secret never verifies anything.
 */
export function isValidRazorpaySignature(
  payload: string | Uint8Array,
  signature: string,
  secret: string,
): boolean {
  if (secret === '') return false;
  const expected = Buffer.from(razorpaySignature(payload, secret), 'utf8');
  const offered = Buffer.from(signature, 'utf8');
  if (offered.length !== expected.length) return false;
  return timingSafeEqual(offered, expected);
}

/** What Checkout signs for a subscription payment: `razorpay_payment_id|razorpay_subscription_id`. */
export const checkoutSignaturePayload = (paymentId: string, subscriptionId: string) =>
  `${paymentId}|${subscriptionId}`;
