import { AppError } from '@sitesage/errors';
import type { Logger } from '@sitesage/logger';
import type { PaymentProvider, ProviderSubscription } from '../domain/subscriptions/payment-provider.js';

export type RazorpaySettings = { keyId: string; keySecret: string; apiUrl: string; timeoutMs: number };

type RazorpaySubscriptionEntity = {
  id?: unknown;
  plan_id?: unknown;
  status?: unknown;
  current_start?: unknown;
  current_end?: unknown;
  notes?: unknown;
};

type RazorpayErrorBody = { error?: { code?: string; description?: string; field?: string } };

export const paymentsUnavailableMessage = 'The payment provider cannot be reached; please try again shortly.';

const fromUnixSeconds = (value: unknown): Date | null =>
  typeof value === 'number' && value > 0 ? new Date(value * 1000) : null;

/** Razorpay's subscription entity (API answer or webhook payload) in billing's words. */
export function toProviderSubscription(entity: RazorpaySubscriptionEntity): ProviderSubscription {
  if (typeof entity.id !== 'string' || typeof entity.status !== 'string')
    throw new AppError('UNAVAILABLE', 'The payment provider answered with an unexpected subscription.');
  const notes =
    entity.notes && typeof entity.notes === 'object' && !Array.isArray(entity.notes)
      ? Object.fromEntries(
          Object.entries(entity.notes as Record<string, unknown>).filter(
            (pair): pair is [string, string] => typeof pair[1] === 'string',
          ),
        )
      : {};
  return {
    id: entity.id,
    planId: typeof entity.plan_id === 'string' ? entity.plan_id : '',
    status: entity.status,
    currentStart: fromUnixSeconds(entity.current_start),
    currentEnd: fromUnixSeconds(entity.current_end),
    notes,
  };
}

/**
 * Razorpay's REST API (v1) with fetch: HTTP Basic auth with key_id:key_secret, JSON bodies, a
 * timeout per call. Razorpay's BAD_REQUEST_ERROR keeps its description (the owner can act on it);
 * anything else — unreachable, 5xx, refused credentials — is a 503 and is logged for the operator.
 */
export function createRazorpayClient(settings: RazorpaySettings, log: Logger): PaymentProvider {
  const base = `${settings.apiUrl.replace(/\/+$/, '')}/v1`;
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: object): Promise<unknown> {
    let response: Response;
    try {
      // The one address here is the operator's configured Razorpay API, never one a user typed.
      // eslint-disable-next-line no-restricted-globals
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      log.error({ err: error, method, path }, 'Razorpay could not be reached');
      throw new AppError('UNAVAILABLE', paymentsUnavailableMessage, { cause: error });
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      parsed = {};
    }
    if (response.ok) return parsed;
    const error = (parsed as RazorpayErrorBody).error;
    log.warn({ status: response.status, code: error?.code, method, path }, 'Razorpay refused a call');
    if (response.status === 400 && error?.code === 'BAD_REQUEST_ERROR') {
      throw new AppError(
        'INVALID_ARGUMENT',
        error.description ?? 'The payment provider refused the request.',
      );
    }
    throw new AppError('UNAVAILABLE', paymentsUnavailableMessage);
  }

  const subscription = async (method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) =>
    toProviderSubscription((await call(method, path, body)) as RazorpaySubscriptionEntity);

  return {
    async createPlan({ period, name, amount, notes }) {
      const plan = (await call('POST', '/plans', {
        period,
        interval: 1,
        item: { name, amount, currency: 'INR' },
        notes,
      })) as { id?: unknown };
      if (typeof plan.id !== 'string') throw new AppError('UNAVAILABLE', paymentsUnavailableMessage);
      return plan.id;
    },
    createSubscription: ({ planId, totalCount, notes, offerId }) =>
      subscription('POST', '/subscriptions', {
        plan_id: planId,
        total_count: totalCount,
        quantity: 1,
        customer_notify: 1,
        notes,
        ...(offerId ? { offer_id: offerId } : {}),
      }),
    fetchSubscription: (id) => subscription('GET', `/subscriptions/${encodeURIComponent(id)}`),
    cancelAtCycleEnd: (id) =>
      subscription('POST', `/subscriptions/${encodeURIComponent(id)}/cancel`, { cancel_at_cycle_end: 1 }),
    changePlan: (id, planId) =>
      subscription('PATCH', `/subscriptions/${encodeURIComponent(id)}`, {
        plan_id: planId,
        schedule_change_at: 'now',
        customer_notify: 1,
      }),
  };
}
