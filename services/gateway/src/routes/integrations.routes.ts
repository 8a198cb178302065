import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ServiceClients } from '../clients.js';
import { noContent, type ContractRoutes } from '../http/contract.js';
import { bearerToken } from '../plugins/authenticate.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import { integrationToJson } from './integrations-json.js';
import {
  catalogueSchema,
  choosePhoneSchema,
  connectWhatsappSchema,
  deleteIntegrationSchema,
  getIntegrationSchema,
  listIntegrationsSchema,
  whatsappCallbackSchema,
  whatsappStatusSchema,
} from './integrations.schemas.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'integrations'>;

const ids = (request: FastifyRequest) => ({ requestId: request.id });

/**
 * What ties an OAuth state to the session that asked for it: a digest of the owner's bearer token
 * (never the token itself). The callback must come from the same signed-in session (SECURITY S8).
 */
const sessionBinding = (request: FastifyRequest) =>
  createHash('sha256').update(bearerToken(request), 'utf8').digest('hex');

/**
 * The integrations pages' calls. Routes naming an agent check the owner owns it first (another
 * owner's is 'Project not found'); routes naming an integration by id are scoped to the owner by
 * the integrations service (another owner's is 'Integration not found'). The plan sent on is the
 * one auth vouched for with the token.
 */
export async function registerIntegrationRoutes(app: ContractRoutes, clients: Clients): Promise<void> {
  const { integrations } = clients;

  await ownerRoutes(app, { clients, ownedProject: { in: 'query', name: 'project_id' } }, (owned) => {
    owned.get('/integrations/catalogue', { schema: catalogueSchema }, async (request) => {
      const { integrations: entries } = await integrations.GetCatalogue(
        { owner: ownerOf(request), project_id: request.query.project_id },
        ids(request),
      );
      return {
        data: entries.map((entry) => ({
          provider: entry.provider,
          name: entry.name,
          enabled: entry.enabled,
          coming_soon_message: entry.coming_soon_message === '' ? null : entry.coming_soon_message,
          required_plan: entry.required_plan,
          plan_allows: entry.plan_allows,
          configured: entry.configured,
          integration_id: entry.integration_id === '' ? null : entry.integration_id,
          connected: entry.connected,
        })),
      };
    });

    owned.get('/integrations', { schema: listIntegrationsSchema }, async (request) => {
      const { data } = await integrations.ListIntegrations(
        { owner: ownerOf(request), project_id: request.query.project_id },
        ids(request),
      );
      return { data: data.map(integrationToJson) };
    });
  });

  await ownerRoutes(app, { clients, ownedProject: { in: 'body', name: 'project_id' } }, (owned) => {
    owned.post('/integrations/whatsapp/connect', { schema: connectWhatsappSchema }, async (request) => {
      const started = await integrations.StartWhatsApp(
        {
          owner: ownerOf(request),
          project_id: request.body.project_id,
          session_binding: sessionBinding(request),
        },
        ids(request),
      );
      return { dialog_url: started.dialog_url, expires_at: started.expires_at };
    });

    owned.post('/integrations/whatsapp/callback', { schema: whatsappCallbackSchema }, async (request) => {
      const { project_id, code, state } = request.body;
      const integration = await integrations.CompleteWhatsApp(
        { owner: ownerOf(request), project_id, code, state, session_binding: sessionBinding(request) },
        { requestId: request.id, deadlineMs: 30_000 },
      );
      return integrationToJson(integration);
    });
  });

  await ownerRoutes(app, { clients }, (owned) => {
    owned.get('/integrations/whatsapp/status', { schema: whatsappStatusSchema }, async (request) => {
      const status = await integrations.GetWhatsAppStatus({ owner: ownerOf(request) }, ids(request));
      return {
        configured: status.configured,
        plan_allows: status.plan_allows,
        required_plan: status.required_plan,
      };
    });

    owned.get('/integrations/:id', { schema: getIntegrationSchema }, async (request) =>
      integrationToJson(
        await integrations.GetIntegration({ owner: ownerOf(request), id: request.params.id }, ids(request)),
      ),
    );

    owned.put('/integrations/:id/update-whatsapp-phone', { schema: choosePhoneSchema }, async (request) =>
      integrationToJson(
        await integrations.ChoosePhone(
          { owner: ownerOf(request), id: request.params.id, phone_number_id: request.body.id },
          { requestId: request.id, deadlineMs: 20_000 },
        ),
      ),
    );

    owned.delete('/integrations/:id', { schema: deleteIntegrationSchema }, async (request, reply) => {
      await integrations.DeleteIntegration(
        { owner: ownerOf(request), id: request.params.id },
        { requestId: request.id, deadlineMs: 20_000 },
      );
      return noContent(reply);
    });
  });
}
