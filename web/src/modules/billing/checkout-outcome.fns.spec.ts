import { describe, expect, it } from 'vitest';
import { checkoutOutcome, paymentVerified, unpaidMessage } from './checkout-outcome.fns';

const payment = {
  razorpay_payment_id: 'pay_1',
  razorpay_subscription_id: 'sub_1',
  razorpay_signature: 'abc',
};

describe('checkoutOutcome', () => {
  it('reads a payment with its three ids', () => {
    expect(checkoutOutcome({ ...payment, extra: 1 })).toEqual({ kind: 'paid', payment });
  });

  it('reads an error answer as a failure with its code and description', () => {
    expect(
      checkoutOutcome({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card expired', step: 'x' } }),
    ).toEqual({ kind: 'failed', code: 'BAD_REQUEST_ERROR', description: 'Card expired' });
  });

  it('never takes an answer missing an id for a payment', () => {
    expect(checkoutOutcome({ ...payment, razorpay_signature: '' }).kind).toBe('failed');
    expect(checkoutOutcome(undefined).kind).toBe('failed');
  });
});

describe('unpaidMessage (spec §8)', () => {
  it('says Payment declined when the window is closed', () => {
    expect(unpaidMessage({ kind: 'dismissed' })).toBe('Payment declined');
  });

  it("shows a BAD_REQUEST_ERROR's description", () => {
    expect(unpaidMessage({ kind: 'failed', code: 'BAD_REQUEST_ERROR', description: 'Card expired' })).toBe(
      'Card expired',
    );
  });

  it('gives the generic failure for other codes or no description', () => {
    const generic = 'Payment failed. Please contact the site admin.';
    expect(unpaidMessage({ kind: 'failed', code: 'GATEWAY_ERROR', description: 'Bank down' })).toBe(generic);
    expect(unpaidMessage({ kind: 'failed', code: 'BAD_REQUEST_ERROR', description: '' })).toBe(generic);
  });
});

describe('paymentVerified', () => {
  it('accepts a truthy answer and refuses a falsy one', () => {
    expect(paymentVerified(true)).toBe(true);
    expect(paymentVerified({ verified: true })).toBe(true);
    expect(paymentVerified({ success: true })).toBe(true);
    expect(paymentVerified(false)).toBe(false);
    expect(paymentVerified({ verified: false })).toBe(false);
    expect(paymentVerified(null)).toBe(false);
  });
});
