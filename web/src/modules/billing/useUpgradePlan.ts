import { useState } from 'react';
import { useAppSelector } from '../../app/useAppSelector';
import { useToast } from '../../ui/useToast';
import { errorDetail } from '../api/api-error';
import { selectUser } from '../auth/auth.slice';
import { useCreateSubscriptionMutation, useVerifyPaymentMutation } from './billing.api';
import type { ApiBillingCycle, CataloguePlan, CheckoutSource, PaidPlanCode } from './billing.types';
import { paymentVerified, unpaidMessage, type CheckoutOutcome } from './checkout-outcome.fns';
import { PAYMENT_FAILED, PAYMENT_VERIFYING, PAYMENTS_NOT_CONFIGURED } from './payment-messages';
import { loadCheckout, openCheckout } from './razorpay-checkout';
import type { PlanChangePoll } from './usePlanChangePoll';

const CHECKOUT_UNAVAILABLE = 'The payment window could not be opened. Please try again.';

export type UpgradePlan = {
  upgrade: (plan: CataloguePlan, cycle: ApiBillingCycle) => Promise<void>;
  /** The plan whose upgrade is under way (subscription, Checkout, verification). */
  busyPlan: PaidPlanCode | null;
};

/**
 * Upgrade (spec §4, messages §8): a subscription id from billing, Razorpay Checkout for it, the
 * payment verified by the server, then the user polled until billing has moved the plan. A failure
 * to get the subscription id only stops the loading, as the spec says; the one exception is an
 * installation without Razorpay keys, which says so.
 */
export function useUpgradePlan(
  poll: PlanChangePoll,
  account: { payments_configured: boolean; checkout: CheckoutSource | null } | undefined,
): UpgradePlan {
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [createSubscription] = useCreateSubscriptionMutation();
  const [verifyPayment] = useVerifyPaymentMutation();
  const [busyPlan, setBusyPlan] = useState<PaidPlanCode | null>(null);

  const upgrade = async (plan: CataloguePlan, cycle: ApiBillingCycle) => {
    if (user === null || plan.plan_type === 'FREE' || busyPlan !== null || poll.waitingFor !== null) return;
    const planType = plan.plan_type;
    const stop = (message?: string) => {
      if (message !== undefined) toast.error(message);
      setBusyPlan(null);
    };
    if (account?.payments_configured === false) {
      stop(PAYMENTS_NOT_CONFIGURED);
      return;
    }
    setBusyPlan(planType);

    let created;
    try {
      created = await createSubscription({ plan_type: planType, billing_cycle: cycle }).unwrap();
    } catch (error) {
      // Spec §8: a failed subscription call only stops the loading, unless it says why nothing
      // can be sold here.
      stop(errorDetail(error, '') === PAYMENTS_NOT_CONFIGURED ? PAYMENTS_NOT_CONFIGURED : undefined);
      return;
    }
    const subscriptionId = created.subscription_id;

    // A paid plan moved to another: Razorpay charges the saved method, nothing to open.
    if (!created.requires_checkout) {
      toast.success(PAYMENT_VERIFYING);
      poll.start(user, 'payment');
      setBusyPlan(null);
      return;
    }
    const source = created.checkout ?? account?.checkout ?? null;
    if (source === null || source.key_id === '') {
      stop(PAYMENTS_NOT_CONFIGURED);
      return;
    }

    const verify = async (outcome: CheckoutOutcome) => {
      if (outcome.kind !== 'paid') {
        stop(unpaidMessage(outcome));
        return;
      }
      setBusyPlan(planType);
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

    try {
      const Checkout = await loadCheckout(source.script_url);
      openCheckout(
        Checkout,
        {
          keyId: source.key_id,
          subscriptionId,
          planName: plan.name,
          payer: { name: user.full_name, email: user.email, phone: user.phone },
        },
        (outcome) => {
          void verify(outcome);
        },
      );
    } catch {
      stop(CHECKOUT_UNAVAILABLE);
    }
  };

  return { upgrade, busyPlan };
}
