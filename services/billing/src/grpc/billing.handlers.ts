import type { BillingAccount, BillingServiceHandlers } from '@sitesage/contracts';
import type { Implementation } from '@sitesage/grpc';
import type { AccountListsService } from '../domain/offers/offers.service.js';
import { catalogue, type PlanLimits } from '../domain/plans/catalogue.fns.js';
import type { AccountView } from '../domain/subscriptions/account-view.fns.js';
import type { SubscriptionsService } from '../domain/subscriptions/subscriptions.service.js';
import type { WebhookService } from '../domain/webhooks/webhook.service.js';

export type BillingServices = {
  subscriptions: SubscriptionsService;
  lists: AccountListsService;
  webhooks: WebhookService;
};

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : '');

const toLimits = (limits: PlanLimits) => ({
  agents: limits.agents,
  conversations_per_cycle: limits.conversationsPerCycle,
  training_sets: limits.trainingSets,
});

function toAccount(view: AccountView): BillingAccount {
  const { subscription, checkout } = view;
  return {
    plan: view.plan,
    account_type: view.plan,
    billing_cycle: view.billingCycle,
    ...(subscription
      ? {
          subscription: {
            subscription_id: subscription.subscriptionId,
            plan_type: subscription.planType,
            billing_cycle: subscription.billingCycle,
            status: subscription.status,
            current_period_start: iso(subscription.currentPeriodStart),
            current_period_end: iso(subscription.currentPeriodEnd),
            cancel_at_cycle_end: subscription.cancelAtCycleEnd,
          },
        }
      : {}),
    payments_configured: view.paymentsConfigured,
    ...(checkout ? { checkout: { key_id: checkout.keyId, script_url: checkout.scriptUrl } } : {}),
    limits: toLimits(view.limits),
    cycle_start: iso(view.cycleStart),
    cycle_end: iso(view.cycleEnd),
  };
}

/** proto → domain call → proto. No rules here: they live in the domain services. */
export function billingHandlers({
  subscriptions,
  lists,
  webhooks,
}: BillingServices): Implementation<BillingServiceHandlers> {
  return {
    ListPlans: () =>
      Promise.resolve({
        currency: 'INR',
        plans: catalogue.map((plan) => ({
          plan_type: plan.planType,
          name: plan.name,
          order: plan.order,
          monthly_price: plan.prices.MONTHLY ?? 0,
          yearly_price: plan.prices.YEARLY ?? 0,
          custom_price: plan.customPrice,
          features: plan.features,
          limits: toLimits(plan.limits),
          most_popular: plan.mostPopular,
        })),
      }),
    GetAccount: async (req) => toAccount(await subscriptions.getAccount(req.user_id)),
    ListOffers: async (req) => {
      const { offers, total } = await lists.listOffers(req.user_id, { limit: req.limit, offset: req.offset });
      return {
        total,
        offers: offers.map((offer) => ({
          id: offer.id,
          display_text: offer.displayText,
          discount_value: offer.discountValue,
          valid_until: iso(offer.validUntil),
          prices: offer.prices.map((price) => ({
            plan_type: price.planType,
            billing_cycle: price.billingCycle,
            price: price.price,
          })),
        })),
      };
    },
    ListPayments: async (req) => {
      const { payments, total } = await lists.listPayments(req.user_id, {
        limit: req.limit,
        offset: req.offset,
      });
      return {
        total,
        payments: payments.map((payment) => ({
          payment_id: payment.paymentId,
          paid_at: payment.paidAt.toISOString(),
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          plan_type: payment.planType,
          billing_cycle: payment.billingCycle,
        })),
      };
    },
    CreateSubscription: async (req) => {
      const created = await subscriptions.createSubscription({
        userId: req.user_id,
        planType: req.plan_type,
        billingCycle: req.billing_cycle,
      });
      return {
        subscription_id: created.subscriptionId,
        requires_checkout: created.requiresCheckout,
        ...(created.checkout
          ? { checkout: { key_id: created.checkout.keyId, script_url: created.checkout.scriptUrl } }
          : {}),
      };
    },
    VerifyPayment: async (req) => ({
      verified: true,
      account: toAccount(
        await subscriptions.verifyPayment({
          userId: req.user_id,
          paymentId: req.razorpay_payment_id,
          subscriptionId: req.razorpay_subscription_id,
          signature: req.razorpay_signature,
        }),
      ),
    }),
    CancelSubscription: async (req) => toAccount(await subscriptions.cancelSubscription(req.user_id)),
    ReceiveWebhook: async (req) =>
      webhooks.receive({ body: req.body, signature: req.signature, eventId: req.event_id }),
  };
}
