import type { ServiceClients } from '../clients.js';
import type { ContractRoutes } from '../http/contract.js';
import { razorpayWebhookSchema } from './payment.schemas.js';

/** Razorpay's deliveries are small; anything much larger is not from Razorpay. */
const webhookBodyLimitBytes = 256 * 1024;

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * Razorpay's webhook. The body is kept as the exact bytes Razorpay signed (no JSON parse and
 * re-serialise on the way) and handed to billing with the signature and event id; billing verifies,
 * stores the event once and queues it, so the answer comes at once. No owner here: the signature
 * is the credential. Razorpay sends no cookies, so the anti-forgery check does not apply.
 */
export function registerPaymentWebhookRoutes(
  app: ContractRoutes,
  { billing }: Pick<ServiceClients, 'billing'>,
): PromiseLike<unknown> {
  return app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: webhookBodyLimitBytes },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post('/payment/webhooks/razorpay', { schema: razorpayWebhookSchema }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const received = await billing.ReceiveWebhook(
        {
          body,
          signature: headerText(request.headers['x-razorpay-signature']),
          event_id: headerText(request.headers['x-razorpay-event-id']),
        },
        { requestId: request.id },
      );
      return { status: received.duplicate ? 'duplicate' : 'accepted' };
    });
    done();
  });
}
