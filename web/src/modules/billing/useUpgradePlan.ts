import { useState } from 'react';
import { useAppDispatch } from '../../app/useAppDispatch';
import { useAppSelector } from '../../app/useAppSelector';
import { useToast } from '../../ui/useToast';
import { selectUser } from '../auth/auth.slice';
import type { BillingCycle, Plan } from '../pricing/plans';
import { billingApi, useCreateSubscriptionMutation, useVerifyPaymentMutation } from './billing.api';
import type { PaidPlanCode } from './billing.types';
import { paymentVerified, unpaidMessage } from './checkout-outcome.fns';
import { PAYMENT_FAILED, PAYMENT_VERIFYING, PAYMENTS_NOT_CONFIGURED } from './payment-messages';
import type { PlanChangePoll } from './usePlanChangePoll';
import { loadCheckout, openCheckout } from './razorpay-checkout';

const CHECKOUT_UNAVAILABLE = 'The payment window could not be opened. Please try again.';

export type UpgradePlan = {
  upgrade: (plan: Plan, cycle: BillingCycle) => Promise<void>;
  /** The plan whose upgrade is under way (subscription, Checkout, verification, poll). */
  busyPlan: PaidPlanCode | null;
};

/**
 * Upgrade (spec §4, messages §8): a subscription id from billing, Razorpay Checkout for it, the
 * payment verified by the server, then the user polled until billing has moved the plan. A failure
 * to get the subscription id only stops the loading, as the spec says; the one exception is an
 * installation without Razorpay keys, which says so.
 */
export function useUpgradePlan(poll: PlanChangePoll): UpgradePlan {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [createSubscription] = useCreateSubscriptionMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [busyPlan, setBusyPlan] = useState<PaidPlanCode | null>(null);

  const upgrade = async (plan: Plan, cycle: BillingCycle) => {
    if (user === null || plan.code === 'FREE' || busyPlan !== null || poll.waitingFor !== null) return;
    setBusyPlan(plan.code);
    const stop = (message?: string) => {
      if (message !== undefined) toast.error(message);
      setBusyPlan(null);
    };

    const settings = await dispatch(
      billingApi.endpoints.getCheckoutSettings.initiate(undefined, { subscribe: false }),
    );
    if (settings.data === undefined) {
      stop();
      return;
    }
    if (settings.data.key_id === '') {
      stop(PAYMENTS_NOT_CONFIGURED);
      return;
    }

    let subscriptionId: string;
    try {
      const created = await createSubscription({
        plan_type: plan.code,
        billing_cycle: cycle === 'yearly' ? 'YEARLY' : 'MONTHLY',
      }).unwrap();
      subscriptionId = created.subscription_id;
    } catch {
      // Spec §8: a failed subscription call only stops the loading.
      stop();
      return;
    }

    let outcome;
    try {
      const Checkout = await loadCheckout(settings.data.checkout_script_url);
      outcome = await openCheckout(Checkout, {
        keyId: settings.data.key_id,
        subscriptionId,
        planName: plan.name,
        payer: { name: user.full_name, email: user.email, phone: user.phone },
      });
    } catch {
      stop(CHECKOUT_UNAVAILABLE);
      return;
    }
    if (outcome.kind !== 'paid') {
      stop(unpaidMessage(outcome));
      return;
    }

    let verified = false;
    try {
      const answer = await verifyPayment({ ...outcome.payment, subscription_id: subscriptionId }).unwrap();
      verified = paymentVerified(answer);
    } catch {
      verified = false;
    }
    if (!verified) {
      stop(PAYMENT_FAILED);
      return;
    }

    toast.success(PAYMENT_VERIFYING);
    poll.start(user, 'payment');
    setBusyPlan(null);
  };

  return { upgrade, busyPlan };
}
