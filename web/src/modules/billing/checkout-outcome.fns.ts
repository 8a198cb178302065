import { PAYMENT_DECLINED, PAYMENT_FAILED } from './payment-messages';

/** What Razorpay Checkout hands its `handler` after a successful payment. */
export type CheckoutPayment = {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
};

/** How one opening of the Checkout ended. */
export type CheckoutOutcome =
  | { kind: 'paid'; payment: CheckoutPayment }
  | { kind: 'dismissed' }
  | { kind: 'failed'; code: string; description: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * Reads what the Checkout gave its handler or its `payment.failed` listener: a payment with its
 * three ids, or `{ error: { code, description } }`. Anything else is a failure with no code, so an
 * odd answer is never sent for verification as if it were a payment.
 */
export function checkoutOutcome(response: unknown): CheckoutOutcome {
  const body = record(response);
  const error = record(body?.error);
  if (error !== null) {
    return { kind: 'failed', code: text(error.code), description: text(error.description) };
  }
  const payment = {
    razorpay_payment_id: text(body?.razorpay_payment_id),
    razorpay_subscription_id: text(body?.razorpay_subscription_id),
    razorpay_signature: text(body?.razorpay_signature),
  };
  if (Object.values(payment).some((value) => value === '')) {
    return { kind: 'failed', code: '', description: '' };
  }
  return { kind: 'paid', payment };
}

/**
 * The message for a Checkout that did not end in a payment (spec §8): the window closed is
 * 'Payment declined'; Razorpay's BAD_REQUEST_ERROR carries a description written for the payer,
 * shown as it is; any other failure is the generic one.
 */
export function unpaidMessage(outcome: Exclude<CheckoutOutcome, { kind: 'paid' }>): string {
  if (outcome.kind === 'dismissed') return PAYMENT_DECLINED;
  if (outcome.code === 'BAD_REQUEST_ERROR' && outcome.description !== '') return outcome.description;
  return PAYMENT_FAILED;
}

/** Spec §7: verify-payment answers something truthy on success. */
export function paymentVerified(answer: unknown): boolean {
  const body = record(answer);
  if (body === null) return Boolean(answer);
  return body.verified === true || body.success === true || body.status === 'verified';
}
