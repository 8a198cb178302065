import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { Clock } from '../../clock.js';
import type { AccountsRepository } from '../../db/accounts.repository.js';
import type { PaymentsRepository } from '../../db/payments.repository.js';
import type { SubscriptionsRepository } from '../../db/subscriptions.repository.js';
import type { WebhookEventsRepository } from '../../db/webhook-events.repository.js';
import { toProviderSubscription } from '../../razorpay/razorpay.client.js';
import { applyProviderSubscription, type PlanIdLookup } from '../subscriptions/apply-subscription.js';
import { isValidRazorpaySignature } from '../subscriptions/razorpay-signature.fns.js';
import { paymentsNotConfiguredMessage, type Transact } from '../subscriptions/subscriptions.service.js';
import { readWebhookEvent, type WebhookEvent } from './webhook-event.fns.js';

/** Puts a stored event on the processing queue (idempotent per event id). */
export type EnqueueWebhook = (eventId: string) => Promise<void>;

export type WebhookService = ReturnType<typeof createWebhookService>;

const eventIdPattern = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * Razorpay webhooks: `receive` verifies X-Razorpay-Signature over the raw body bytes, stores the
 * event once per x-razorpay-event-id and queues it, answering at once; `process` (the worker)
 * applies it in one transaction, once.
 */
export function createWebhookService(deps: {
  clock: Clock;
  log: Logger;
  transact: Transact;
  events: WebhookEventsRepository;
  accounts: Pick<AccountsRepository, 'changePlan'>;
  subscriptions: SubscriptionsRepository;
  payments: Pick<PaymentsRepository, 'recordPayment'>;
  /** Empty: payments are not configured and no webhook is taken. */
  webhookSecret: string;
  planOfProviderPlan: PlanIdLookup;
  enqueue: EnqueueWebhook;
  planChanged(): void;
}) {
  const { clock, log, transact, events } = deps;

  async function apply(event: WebhookEvent, tx: Parameters<Parameters<Transact>[0]>[0]): Promise<boolean> {
    let subscriptionId = event.subscription?.id ?? event.payment?.subscriptionId ?? '';
    let planChanged = false;
    if (event.subscription) {
      const reported = toProviderSubscription(event.subscription.entity);
      subscriptionId = reported.id;
      const applied = await applyProviderSubscription(
        {
          log,
          accounts: deps.accounts,
          subscriptions: deps.subscriptions,
          planOfProviderPlan: deps.planOfProviderPlan,
        },
        reported,
        event.createdAt,
        tx,
      );
      planChanged = applied.planChanged;
    }
    if (event.payment && subscriptionId !== '') {
      const stored = await deps.subscriptions.findSubscription(subscriptionId, tx);
      if (stored) {
        await deps.payments.recordPayment(
          {
            paymentId: event.payment.id,
            userId: stored.user_id,
            subscriptionId,
            amount: event.payment.amount,
            currency: event.payment.currency,
            status: event.payment.status,
            paidAt: event.payment.createdAt,
          },
          tx,
        );
      }
    }
    return planChanged;
  }

  return {
    async receive(input: {
      body: Buffer;
      signature: string;
      eventId: string;
    }): Promise<{ duplicate: boolean }> {
      if (deps.webhookSecret === '') throw new AppError('FAILED_PRECONDITION', paymentsNotConfiguredMessage);
      if (!isValidRazorpaySignature(input.body, input.signature, deps.webhookSecret)) {
        log.warn({ eventId: input.eventId.slice(0, 100) }, 'Razorpay webhook signature did not verify');
        throw AppError.invalid('X-Razorpay-Signature', 'The webhook signature is not valid.');
      }
      if (!eventIdPattern.test(input.eventId))
        throw AppError.invalid('x-razorpay-event-id', 'x-razorpay-event-id is required (Razorpay event id)');
      let parsed: unknown;
      try {
        parsed = JSON.parse(input.body.toString('utf8'));
      } catch {
        throw AppError.invalid('body', 'The webhook body is not JSON.');
      }
      const eventName = (parsed as { event?: unknown } | null)?.event;
      if (typeof eventName !== 'string' || eventName.length > 100)
        throw AppError.invalid('event', 'The webhook names no event.');
      const fresh = await events.insertEvent({
        eventId: input.eventId,
        event: eventName,
        body: JSON.stringify(parsed),
        at: clock(),
      });
      // A redelivery of an event not yet applied is queued again (the same job id: at most one job).
      if (fresh || !(await events.isProcessed(input.eventId))) await deps.enqueue(input.eventId);
      return { duplicate: !fresh };
    },

    /** Applies one stored event, once; an event already applied is skipped. */
    async process(eventId: string): Promise<void> {
      const planChanged = await transact(async (tx) => {
        const stored = await events.lockUnprocessed(eventId, tx);
        if (!stored) return false;
        const event = readWebhookEvent(stored.event, stored.body);
        const changed = event ? await apply(event, tx) : false;
        if (!event) log.info({ eventId, event: stored.event }, 'Razorpay event not used by billing');
        await events.markProcessed(eventId, clock(), tx);
        return changed;
      });
      if (planChanged) deps.planChanged();
    },
  };
}
