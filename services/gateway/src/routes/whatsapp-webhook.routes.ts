import type { ServiceClients } from '../clients.js';
import { streamReply, type ContractRoutes } from '../http/contract.js';
import { whatsappVerifySchema, whatsappWebhookSchema } from './integrations.schemas.js';

/** Meta's deliveries are small (a few messages); anything much larger is not from Meta. */
const webhookBodyLimitBytes = 512 * 1024;

const headerText = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * Meta's WhatsApp webhook. GET is the subscription handshake (the integrations service compares
 * hub.verify_token with its own and the challenge is echoed as plain text). POST keeps the body as
 * the exact bytes Meta signed (no JSON parse and re-serialise on the way) and hands them to the
 * integrations service with X-Hub-Signature-256; it verifies, stores each message once and queues
 * it, so Meta gets its 200 at once. No owner here: the signature is the credential. Meta sends no
 * cookies, so the anti-forgery check does not apply.
 */
export function registerWhatsAppWebhookRoutes(
  app: ContractRoutes,
  { integrations }: Pick<ServiceClients, 'integrations'>,
): PromiseLike<unknown> {
  const path = '/integrations/whatsapp/webhook';
  app.get(path, { schema: whatsappVerifySchema }, async (request, reply) => {
    const { challenge } = await integrations.VerifyWebhook(
      {
        mode: request.query['hub.mode'] ?? '',
        verify_token: request.query['hub.verify_token'] ?? '',
        challenge: request.query['hub.challenge'] ?? '',
      },
      { requestId: request.id },
    );
    return streamReply(reply).type('text/plain; charset=utf-8').send(challenge);
  });

  return app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: webhookBodyLimitBytes },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post(path, { schema: whatsappWebhookSchema }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const received = await integrations.ReceiveWebhook(
        { body, signature: headerText(request.headers['x-hub-signature-256']) },
        { requestId: request.id },
      );
      return { status: received.accepted > 0 || received.duplicates === 0 ? 'accepted' : 'duplicate' };
    });
    done();
  });
}
