import type { FastifyRequest } from 'fastify';
import { AppError } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import type { ContractRoutes } from '../http/contract.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import { accountToJson, asCycle, asPlanType } from './payment-json.js';
import {
  cancelSubscriptionSchema,
  createSubscriptionSchema,
  currentSubscriptionSchema,
  offersSchema,
  paymentsSchema,
  plansSchema,
  verifyPaymentSchema,
} from './payment.schemas.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'chat' | 'billing' | 'ingestion'>;

const ids = (request: FastifyRequest) => ({ requestId: request.id });

/**
 * The plan page's calls. Every one acts on the signed-in owner only (billing scopes each
 * subscription to its owner: another owner's is "Subscription not found"); the plan itself changes
 * only on Razorpay's word, inside billing.
 */
export function registerPaymentRoutes(app: ContractRoutes, clients: Clients): PromiseLike<unknown> {
  const { billing, projects, chat, ingestion } = clients;

  app.get('/payment/plans', { schema: plansSchema }, async (request, reply) => {
    const { plans, currency } = await billing.ListPlans({}, ids(request));
    return reply.header('cache-control', 'public, max-age=300').send({
      currency,
      data: plans.map((plan) => ({
        plan_type: asPlanType(plan.plan_type),
        name: plan.name,
        order: plan.order,
        prices: {
          MONTHLY: plan.custom_price ? null : plan.monthly_price,
          YEARLY: plan.custom_price ? null : plan.yearly_price,
        },
        custom_price: plan.custom_price,
        features: plan.features,
        limits: {
          agents: plan.limits?.agents ?? 0,
          conversations_per_cycle: plan.limits?.conversations_per_cycle ?? 0,
          training_sets: plan.limits?.training_sets ?? 0,
        },
        most_popular: plan.most_popular,
      })),
    });
  });

  return ownerRoutes(app, { clients }, (owned) => {
    owned.get('/payment/subscriptions/current', { schema: currentSubscriptionSchema }, async (request) => {
      const owner = ownerOf(request);
      const [account, agents, conversations, trainingSets] = await Promise.all([
        billing.GetAccount({ user_id: owner.user_id }, ids(request)),
        projects.ListProjectIds({ owner, id: '' }, ids(request)),
        chat.GetConversationUsage({ owner_id: owner.user_id, plan: owner.plan }, ids(request)),
        ingestion.GetTrainingSetUsage({ user_id: owner.user_id, plan: owner.plan }, ids(request)),
      ]);
      const json = accountToJson(account);
      return {
        ...json,
        usage: {
          agents: { used: agents.ids.length, limit: json.limits.agents },
          conversations: { used: conversations.conversations, limit: conversations.quota },
          training_sets: { used: trainingSets.used, limit: trainingSets.limit },
        },
      };
    });

    owned.post(
      '/payment/subscriptions/subscription',
      { schema: createSubscriptionSchema },
      async (request) => {
        const created = await billing.CreateSubscription(
          {
            user_id: ownerOf(request).user_id,
            plan_type: request.query.plan_type,
            billing_cycle: request.query.billing_cycle,
          },
          ids(request),
        );
        return {
          subscription_id: created.subscription_id,
          requires_checkout: created.requires_checkout,
          checkout: created.checkout
            ? { key_id: created.checkout.key_id, script_url: created.checkout.script_url }
            : null,
        };
      },
    );

    owned.post('/payment/subscriptions/verify-payment', { schema: verifyPaymentSchema }, async (request) => {
      const { razorpay_payment_id, razorpay_subscription_id, razorpay_signature, subscription_id } =
        request.body;
      if (
        subscription_id !== undefined &&
        subscription_id !== '' &&
        subscription_id !== razorpay_subscription_id
      ) {
        throw AppError.invalid('subscription_id', 'subscription_id must be the subscription Checkout paid');
      }
      const verified = await billing.VerifyPayment(
        {
          user_id: ownerOf(request).user_id,
          razorpay_payment_id,
          razorpay_subscription_id,
          razorpay_signature,
        },
        { requestId: request.id, deadlineMs: 20_000 },
      );
      return { verified: verified.verified, account: accountToJson(verified.account) };
    });

    owned.put('/payment/subscriptions/cancel', { schema: cancelSubscriptionSchema }, async (request) =>
      accountToJson(await billing.CancelSubscription({ user_id: ownerOf(request).user_id }, ids(request))),
    );

    owned.get('/payment/offers/current-user', { schema: offersSchema }, async (request) => {
      const { offers, total } = await billing.ListOffers(
        { user_id: ownerOf(request).user_id, limit: request.query.limit, offset: request.query.offset },
        ids(request),
      );
      return {
        total,
        data: offers.map((offer) => ({
          id: offer.id,
          display_text: offer.display_text,
          discount: { discount_value: offer.discount_value },
          valid_until: offer.valid_until === '' ? null : offer.valid_until,
          prices: offer.prices.map((price) => ({
            plan_type: asPlanType(price.plan_type),
            billing_cycle: asCycle(price.billing_cycle),
            price: price.price,
          })),
        })),
      };
    });

    owned.get('/payment/payments', { schema: paymentsSchema }, async (request) => {
      const { payments, total } = await billing.ListPayments(
        { user_id: ownerOf(request).user_id, limit: request.query.limit, offset: request.query.offset },
        ids(request),
      );
      return {
        total,
        data: payments.map((payment) => ({
          payment_id: payment.payment_id,
          paid_at: payment.paid_at,
          amount: payment.amount / 100,
          currency: payment.currency,
          status: payment.status,
          plan_type: payment.plan_type,
          billing_cycle: payment.billing_cycle,
        })),
      };
    });
  });
}
