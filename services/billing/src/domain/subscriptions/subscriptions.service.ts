import type { Transaction } from 'kysely';
import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { AccountsRepository } from '../../db/accounts.repository.js';
import type { BillingDatabase } from '../../db/database.js';
import type { OffersRepository } from '../../db/offers.repository.js';
import type { SubscriptionsRepository } from '../../db/subscriptions.repository.js';
import { isBillingCycle, planOf, type BillingCycle, type PlanType } from '../plans/catalogue.fns.js';
import { accountView, currentStatuses, type AccountView, type Checkout } from './account-view.fns.js';
import { applyProviderSubscription, type PlanIdLookup } from './apply-subscription.js';
import type { PaymentProvider } from './payment-provider.js';
import { checkoutSignaturePayload, isValidRazorpaySignature } from './razorpay-signature.fns.js';

export type Transact = <T>(work: (tx: Transaction<BillingDatabase>) => Promise<T>) => Promise<T>;

export const paymentsNotConfiguredMessage = 'Payments are not configured on this installation.';

/** Razorpay is configured: the API client, the keys and how plans map to Razorpay plans. */
export type Payments = {
  provider: PaymentProvider;
  keyId: string;
  keySecret: string;
  checkoutScriptUrl: string;
  /** The Razorpay plan id for a plan and cycle, made through the API on first use when not configured. */
  providerPlanId(planType: PlanType, billingCycle: BillingCycle): Promise<string>;
  planOfProviderPlan: PlanIdLookup;
};

export type SubscriptionsDeps = {
  clock: Clock;
  log: Logger;
  transact: Transact;
  accounts: Pick<AccountsRepository, 'findAccount' | 'changePlan'>;
  subscriptions: SubscriptionsRepository;
  offers: Pick<OffersRepository, 'listCurrentOffers'>;
  /** Undefined on an installation without Razorpay keys. */
  payments: Payments | undefined;
  /** Tells auth about committed plan changes now (the relay also retries on its own). */
  planChanged(): void;
};

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

// How many cycles Razorpay may charge before the subscription completes (Razorpay requires a count).
const cycleCounts: Record<BillingCycle, number> = { MONTHLY: 120, YEARLY: 10 };
const providerIdPattern = (prefix: string) => new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`);
const subscriptionIdPattern = providerIdPattern('sub');
const paymentIdPattern = providerIdPattern('pay');

/** The owner's plan and subscriptions: create at Razorpay, verify Checkout's result, cancel at cycle end. */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const { clock, log, transact, accounts, subscriptions, payments } = deps;
  const checkout: Checkout | undefined = payments
    ? { keyId: payments.keyId, scriptUrl: payments.checkoutScriptUrl }
    : undefined;

  const requirePayments = (): Payments => {
    if (!payments) throw new AppError('FAILED_PRECONDITION', paymentsNotConfiguredMessage);
    return payments;
  };

  const currentSubscription = async (userId: string) =>
    (await subscriptions.findByStatus(userId, currentStatuses))[0];

  async function getAccount(userId: string): Promise<AccountView> {
    const [account, current] = await Promise.all([accounts.findAccount(userId), currentSubscription(userId)]);
    return accountView(account, current, checkout, clock());
  }

  /** Razorpay's word on a subscription, taken in one transaction; auth hears of a plan change after. */
  async function takeReported(
    configured: Payments,
    reported: Parameters<typeof applyProviderSubscription>[1],
  ) {
    const applied = await transact((tx) =>
      applyProviderSubscription(
        { log, accounts, subscriptions, planOfProviderPlan: configured.planOfProviderPlan },
        reported,
        clock(),
        tx,
      ),
    );
    if (applied.planChanged) deps.planChanged();
  }

  return {
    getAccount,

    async createSubscription(input: { userId: string; planType: string; billingCycle: string }) {
      const plan = planOf(input.planType);
      if (!plan || plan.planType === 'FREE')
        throw AppError.invalid('plan_type', 'plan_type must be one of BASIC, PRO or ENTERPRISE');
      if (!isBillingCycle(input.billingCycle))
        throw AppError.invalid('billing_cycle', 'billing_cycle must be MONTHLY or YEARLY');
      if (plan.customPrice)
        throw AppError.invalid(
          'plan_type',
          'The Enterprise plan is arranged with our team: please contact us.',
        );
      const billingCycle = input.billingCycle;
      const configured = requirePayments();
      const planId = await configured.providerPlanId(plan.planType, billingCycle);

      const current = await currentSubscription(input.userId);
      if (current && ['active', 'pending'].includes(current.status)) {
        if (
          current.plan_type === plan.planType &&
          current.billing_cycle === billingCycle &&
          !current.cancel_at_cycle_end
        )
          throw AppError.invalid('plan_type', `You are already on the ${plan.name} plan.`);
        // A paid subscription moves to the new plan at Razorpay; no new payment window is needed.
        const moved = await configured.provider.changePlan(current.razorpay_subscription_id, planId);
        await takeReported(configured, moved);
        log.info(
          { userId: input.userId, plan: plan.planType, billingCycle },
          'subscription moved to another plan',
        );
        return { subscriptionId: current.razorpay_subscription_id, requiresCheckout: false, checkout };
      }

      const offer = (await deps.offers.listCurrentOffers(input.userId, clock(), { limit: 1, offset: 0 }))
        .rows[0];
      const created = await configured.provider.createSubscription({
        planId,
        totalCount: cycleCounts[billingCycle],
        notes: { user_id: input.userId, plan_type: plan.planType, billing_cycle: billingCycle },
        ...(offer?.razorpay_offer_id ? { offerId: offer.razorpay_offer_id } : {}),
      });
      await subscriptions.insertSubscription({
        subscriptionId: created.id,
        userId: input.userId,
        planType: plan.planType,
        billingCycle,
        razorpayPlanId: planId,
        status: created.status,
        at: clock(),
      });
      log.info({ userId: input.userId, plan: plan.planType, billingCycle }, 'subscription created');
      return { subscriptionId: created.id, requiresCheckout: true, checkout };
    },

    /**
     * Checks Checkout's signature against the subscription billing stored for this owner, then asks
     * Razorpay for the subscription: the plan changes on Razorpay's word, never on the browser's.
     * Verifying the same payment again changes nothing (the state only moves forward).
     */
    async verifyPayment(input: {
      userId: string;
      paymentId: string;
      subscriptionId: string;
      signature: string;
    }) {
      if (!paymentIdPattern.test(input.paymentId))
        throw AppError.invalid(
          'razorpay_payment_id',
          'razorpay_payment_id must be a Razorpay payment id (pay_…)',
        );
      if (!subscriptionIdPattern.test(input.subscriptionId))
        throw AppError.invalid(
          'razorpay_subscription_id',
          'razorpay_subscription_id must be a Razorpay subscription id (sub_…)',
        );
      if (!/^[0-9a-f]{1,128}$/.test(input.signature))
        throw AppError.invalid('razorpay_signature', 'razorpay_signature must be a hexadecimal signature');
      const configured = requirePayments();
      const stored = await subscriptions.findSubscription(input.subscriptionId);
      // Another owner's subscription is not found, exactly like one that does not exist.
      if (stored?.user_id !== input.userId) throw AppError.notFound('Subscription not found');
      const payload = checkoutSignaturePayload(input.paymentId, stored.razorpay_subscription_id);
      if (!isValidRazorpaySignature(payload, input.signature, configured.keySecret)) {
        log.warn(
          { userId: input.userId, subscriptionId: input.subscriptionId },
          'payment signature did not verify',
        );
        throw AppError.invalid('razorpay_signature', 'The payment signature is not valid.');
      }
      const reported = await configured.provider.fetchSubscription(stored.razorpay_subscription_id);
      if (reported.id !== stored.razorpay_subscription_id)
        throw new AppError('UNAVAILABLE', 'The payment provider answered about another subscription.');
      await takeReported(configured, reported);
      return getAccount(input.userId);
    },

    /**
     * Asks Razorpay about subscriptions whose period ended more than `graceMs` ago without a word
     * (a lost webhook must not keep a plan paid, or end it, forever); each answer is taken like a
     * webhook's. Returns how many were asked about.
     */
    async reconcileOverdue(graceMs: number): Promise<number> {
      if (!payments) return 0;
      const overdue = await subscriptions.findOverdue(new Date(clock().getTime() - graceMs), 50);
      for (const row of overdue) {
        try {
          await takeReported(
            payments,
            await payments.provider.fetchSubscription(row.razorpay_subscription_id),
          );
        } catch (error) {
          log.warn(
            { err: error, subscriptionId: row.razorpay_subscription_id },
            'could not reconcile a subscription',
          );
        }
      }
      return overdue.length;
    },

    /** Cancels at the end of the cycle: the paid plan stays until Razorpay ends the subscription. */
    async cancelSubscription(userId: string): Promise<AccountView> {
      const configured = requirePayments();
      const current = await currentSubscription(userId);
      if (!current || !['active', 'pending', 'authenticated', 'halted'].includes(current.status))
        throw new AppError('FAILED_PRECONDITION', 'There is no paid plan to cancel.');
      if (!current.cancel_at_cycle_end) {
        const reported = await configured.provider.cancelAtCycleEnd(current.razorpay_subscription_id);
        await subscriptions.markCancelAtCycleEnd(current.razorpay_subscription_id, clock());
        await takeReported(configured, reported);
        log.info(
          { userId, subscriptionId: current.razorpay_subscription_id },
          'subscription cancelled at cycle end',
        );
      }
      return getAccount(userId);
    },
  };
}
