import { useCallback, useState } from 'react';
import { useAppSelector } from '../../app/useAppSelector';
import { selectUser } from '../../modules/auth/auth.slice';
import type { User } from '../../modules/auth/auth.types';
import {
  useGetCurrentAccountQuery,
  useGetCurrentOffersQuery,
  useGetPlanCatalogueQuery,
  useListPaymentsQuery,
} from '../../modules/billing/billing.api';
import type { ApiBillingCycle, CataloguePlan, PaidPlanCode } from '../../modules/billing/billing.types';
import { CancelPlanDialog } from '../../modules/billing/CancelPlanDialog';
import { OfferBanner } from '../../modules/billing/OfferBanner';
import { PAYMENT_VERIFYING } from '../../modules/billing/payment-messages';
import { PaymentHistory } from '../../modules/billing/PaymentHistory';
import { PlanTable } from '../../modules/billing/PlanTable';
import { UsageMeters } from '../../modules/billing/UsageMeters';
import { useCancelPlan } from '../../modules/billing/useCancelPlan';
import { useCheckoutLink } from '../../modules/billing/useCheckoutLink';
import { usePlanChangePoll } from '../../modules/billing/usePlanChangePoll';
import { useUpgradePlan } from '../../modules/billing/useUpgradePlan';
import { BillingCycleToggle } from '../../modules/pricing/BillingCycleToggle';
import { DEFAULT_BILLING_CYCLE, type BillingCycle } from '../../modules/pricing/plans';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/useToast';

const WAITING_TEXT = {
  payment: PAYMENT_VERIFYING,
  cancellation: 'Your plan is cancelled. This page moves to the Free plan when the paid period ends.',
} as const;

const apiCycle = (cycle: BillingCycle): ApiBillingCycle => (cycle === 'yearly' ? 'YEARLY' : 'MONTHLY');

export function UserPlanPage() {
  const user = useAppSelector(selectUser);
  const toast = useToast();
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  const catalogue = useGetPlanCatalogueQuery(undefined);
  const account = useGetCurrentAccountQuery(undefined);
  const offers = useGetCurrentOffersQuery(undefined);
  const payments = useListPaymentsQuery({ offset: 0 });
  const plans = catalogue.data?.data;

  const nameOf = useCallback(
    (planType: string) => plans?.find((plan) => plan.plan_type === planType)?.name ?? planType,
    [plans],
  );
  const onPlanChanged = useCallback(
    (changed: User) => {
      toast.success(`You are now on the ${nameOf(changed.plan)} plan.`);
    },
    [toast, nameOf],
  );
  const poll = usePlanChangePoll(onPlanChanged);
  const { upgrade, busyPlan } = useUpgradePlan(poll, account.data);
  const cancel = useCancelPlan(poll);
  const startUpgrade = (plan: CataloguePlan) => {
    void upgrade(plan, apiCycle(cycle));
  };
  // The plan chosen on the pricing page before sign-up: its checkout opens once everything is known.
  const startLinkedUpgrade = useCallback(
    (planType: PaidPlanCode) => {
      const plan = plans?.find((candidate) => candidate.plan_type === planType);
      if (plan !== undefined) void upgrade(plan, 'MONTHLY');
    },
    [plans, upgrade],
  );
  useCheckoutLink(user !== null && plans !== undefined && !account.isLoading, startLinkedUpgrade);

  if (user === null || catalogue.isLoading) return <PageLoader label="Loading plans" />;
  const offer = offers.data?.data[0];
  const subscription = account.data?.subscription ?? null;
  const endsOn =
    subscription?.cancel_at_cycle_end === true && account.data?.plan === user.plan
      ? (subscription.current_period_end ?? '')
      : '';

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Plan & billing</h1>
        <p className="mt-2 text-base-content/80">
          You are on the <strong>{nameOf(user.plan)}</strong> plan
          {user.plan === 'FREE' || user.billing_cycle === ''
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

      {plans === undefined ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>The plans could not be loaded. Please reload the page.</span>
        </div>
      ) : (
        <PlanTable
          plans={plans}
          currentPlan={user.plan}
          cycle={apiCycle(cycle)}
          discountPercent={offer?.discount.discount_value}
          endsOn={endsOn}
          busyPlan={busyPlan}
          locked={busyPlan !== null || poll.waitingFor !== null || cancel.cancelling}
          onUpgrade={startUpgrade}
          onCancel={cancel.ask}
        />
      )}
      <p className="text-sm text-base-content/70">
        Prices are in Indian rupees and exclude applicable taxes. Payments are taken by Razorpay.
      </p>

      {account.data !== undefined && <UsageMeters account={account.data} />}
      {payments.data !== undefined && <PaymentHistory payments={payments.data.data} />}

      {cancel.asking && (
        <CancelPlanDialog
          planName={nameOf(user.plan)}
          paidUntil={subscription?.current_period_end ?? ''}
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
