import { useCallback, useState } from 'react';
import { useAppSelector } from '../../app/useAppSelector';
import { selectUser } from '../../modules/auth/auth.slice';
import type { User } from '../../modules/auth/auth.types';
import {
  useGetCurrentOffersQuery,
  useGetPlanUsageQuery,
  useGetSubscriptionQuery,
  useListPaymentsQuery,
} from '../../modules/billing/billing.api';
import { CancelPlanDialog } from '../../modules/billing/CancelPlanDialog';
import { OfferBanner } from '../../modules/billing/OfferBanner';
import { PAYMENT_VERIFYING } from '../../modules/billing/payment-messages';
import { PaymentHistory } from '../../modules/billing/PaymentHistory';
import { planOf } from '../../modules/billing/plan-actions.fns';
import { PlanTable } from '../../modules/billing/PlanTable';
import { UsageMeters } from '../../modules/billing/UsageMeters';
import { useCancelPlan } from '../../modules/billing/useCancelPlan';
import { useCheckoutLink } from '../../modules/billing/useCheckoutLink';
import { usePlanChangePoll } from '../../modules/billing/usePlanChangePoll';
import { useUpgradePlan } from '../../modules/billing/useUpgradePlan';
import { BillingCycleToggle } from '../../modules/pricing/BillingCycleToggle';
import { DEFAULT_BILLING_CYCLE, type BillingCycle, type Plan } from '../../modules/pricing/plans';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/useToast';

const WAITING_TEXT = {
  payment: PAYMENT_VERIFYING,
  cancellation: 'Your plan is cancelled. This page moves to the Free plan when the paid period ends.',
} as const;

export function UserPlanPage() {
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const offers = useGetCurrentOffersQuery(undefined);
  const subscription = useGetSubscriptionQuery(undefined);
  const usage = useGetPlanUsageQuery(undefined);
  const payments = useListPaymentsQuery({ offset: 0 });

  const onPlanChanged = useCallback(
    (changed: User) => {
      toast.success(`You are now on the ${planOf(changed.plan).name} plan.`);
    },
    [toast],
  );
  const poll = usePlanChangePoll(onPlanChanged);
  const { upgrade, busyPlan } = useUpgradePlan(poll);
  const cancel = useCancelPlan(poll);
  const startUpgrade = useCallback(
    (plan: Plan) => {
      void upgrade(plan, cycle);
    },
    [upgrade, cycle],
  );
  useCheckoutLink(user !== null, startUpgrade);

  if (user === null) return <PageLoader />;
  const current = planOf(user.plan);
  const offer = offers.data?.data[0];
  const endsOn =
    subscription.data?.cancel_at_cycle_end === true && subscription.data.plan === user.plan
      ? subscription.data.current_end
      : '';

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Plan & billing</h1>
        <p className="mt-2 text-base-content/80">
          You are on the <strong>{current.name}</strong> plan
          {user.billing_cycle === '' || user.plan === 'FREE'
            ? ''
            : `, billed ${user.billing_cycle.toLowerCase()}`}
          .
        </p>
      </div>

      {poll.waitingFor !== null && (
        <div role="status" className="alert alert-info alert-soft">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          <span>{WAITING_TEXT[poll.waitingFor]}</span>
        </div>
      )}

      <div>
        <BillingCycleToggle value={cycle} onChange={setCycle} />
        <OfferBanner offer={offer} />
      </div>

      <PlanTable
        currentPlan={current.code}
        cycle={cycle}
        discountPercent={offer?.discount.discount_value}
        endsOn={endsOn}
        busyPlan={busyPlan}
        locked={busyPlan !== null || poll.waitingFor !== null || cancel.cancelling}
        onUpgrade={startUpgrade}
        onCancel={cancel.ask}
      />
      <p className="text-sm text-base-content/70">
        Prices are in Indian rupees and exclude applicable taxes. Payments are taken by Razorpay.
      </p>

      {usage.data !== undefined && <UsageMeters usage={usage.data} />}
      {payments.data !== undefined && <PaymentHistory payments={payments.data.data} />}

      {cancel.asking && (
        <CancelPlanDialog
          planName={current.name}
          paidUntil={subscription.data?.current_end ?? ''}
          busy={cancel.cancelling}
          onConfirm={() => {
            void cancel.confirm();
          }}
          onCancel={cancel.dismiss}
        />
      )}
    </section>
  );
}
