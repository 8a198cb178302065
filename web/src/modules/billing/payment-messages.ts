// The payment messages of spec §8, word for word, and the one this installation adds.

export const PAYMENT_DECLINED = 'Payment declined';

export const PAYMENT_FAILED = 'Payment failed. Please contact the site admin.';

export const PAYMENT_VERIFYING = 'Please wait while we are verifying your payment.';

/** A fresh installation has no Razorpay keys: nothing can be sold until the operator adds them. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this installation.';

export function cancelConfirmation(planName: string): string {
  return `Are you sure you want to cancel your ${planName} plan? You will be downgraded to the Free plan.`;
}
