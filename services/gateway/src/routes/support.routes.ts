import type { ServiceClients } from '../clients.js';
import { authRouteLimit } from '../plugins/rate-limits.js';
import { contactMessageSchema, supportChannelsSchema } from './support.schemas.js';
import type { ContractRoutes } from '../http/contract.js';

export type SupportChannels = { email: string; whatsapp: string };

/**
 * The contact page's calls: where to reach SiteSage (from configuration) and the message form,
 * whose messages the auth service keeps for the support team.
 */
export function registerSupportRoutes(
  app: ContractRoutes,
  { auth }: Pick<ServiceClients, 'auth'>,
  options: { channels: SupportChannels; perMinute: number },
): void {
  const channels = { email: options.channels.email, whatsapp: options.channels.whatsapp || null };

  app.get('/support/channels', { schema: supportChannelsSchema }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(channels),
  );

  app.post(
    '/support/messages',
    { schema: contactMessageSchema, config: authRouteLimit(options.perMinute) },
    async (request, reply) => {
      const { name, email, message } = request.body;
      const stored = await auth.SubmitContactMessage(
        { name, email, message, client_ip: request.ip },
        { requestId: request.id },
      );
      return reply.status(201).send(stored);
    },
  );
}
