/** The Razorpay events billing acts on. */
export const handledEvents = [
  'subscription.authenticated',
  'subscription.activated',
  'subscription.charged',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
  'subscription.updated',
  'payment.failed',
] as const;

export type WebhookEvent = {
  name: string;
  /** When Razorpay says the event happened: orders events that arrive out of order. */
  createdAt: Date;
  subscription: { id: string; entity: Record<string, unknown> } | undefined;
  payment:
    | {
        id: string;
        amount: number;
        currency: string;
        status: string;
        createdAt: Date;
        subscriptionId: string | undefined;
      }
    | undefined;
};

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const entityOf = (payload: Record<string, unknown> | undefined, name: string) =>
  record(record(payload?.[name])?.entity);

/**
 * Reads a verified webhook body (`{event, created_at, payload: {subscription: {entity}, payment:
 * {entity}}}`); undefined for events billing does not act on or bodies without what they need.
 */
export function readWebhookEvent(name: string, body: unknown): WebhookEvent | undefined {
  if (!(handledEvents as readonly string[]).includes(name)) return undefined;
  const root = record(body);
  const createdAt = typeof root?.created_at === 'number' ? new Date(root.created_at * 1000) : undefined;
  if (!createdAt) return undefined;
  const payload = record(root?.payload);
  const subscriptionEntity = entityOf(payload, 'subscription');
  const paymentEntity = entityOf(payload, 'payment');
  const subscription =
    subscriptionEntity && typeof subscriptionEntity.id === 'string'
      ? { id: subscriptionEntity.id, entity: subscriptionEntity }
      : undefined;
  const payment =
    paymentEntity &&
    typeof paymentEntity.id === 'string' &&
    typeof paymentEntity.amount === 'number' &&
    typeof paymentEntity.currency === 'string' &&
    typeof paymentEntity.status === 'string'
      ? {
          id: paymentEntity.id,
          amount: paymentEntity.amount,
          currency: paymentEntity.currency,
          status: paymentEntity.status,
          createdAt:
            typeof paymentEntity.created_at === 'number'
              ? new Date(paymentEntity.created_at * 1000)
              : createdAt,
          // Razorpay names the subscription on a subscription's payments.
          subscriptionId:
            typeof paymentEntity.subscription_id === 'string' ? paymentEntity.subscription_id : undefined,
        }
      : undefined;
  if (!subscription && !payment) return undefined;
  return { name, createdAt, subscription, payment };
}
