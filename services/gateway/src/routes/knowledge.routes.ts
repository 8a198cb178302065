import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import { ownerOf, ownerRoutes } from '../plugins/owner-routes.js';
import { downloadPath, resourceToJson, resourcesToJson } from './knowledge-json.js';
import {
  addUrlResourcesSchema,
  createKnowledgeBaseSchema,
  deleteKnowledgeBaseSchema,
  deleteResourceSchema,
  downloadLinkSchema,
  getKnowledgeBaseSchema,
  getResourceSchema,
  listKnowledgeBasesSchema,
  listResourcesSchema,
  maxUrlsPerRequest,
  resourceParams,
  retrainKnowledgeBaseSchema,
  retryFailedResourcesSchema,
  retryResourceSchema,
  syncKnowledgeBaseSchema,
  updateKnowledgeBaseSchema,
  updateResourceSchema,
} from './knowledge.schemas.js';
import { contractRoutes, noContent, type ContractRoutes, type ContractValue } from '../http/contract.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'ingestion'>;
type ResourceParams = ContractValue<typeof resourceParams>;

/** Spec §7 Knowledge base: training sets and their sources, answered by the ingestion service. */
export async function registerKnowledgeRoutes(app: ContractRoutes, clients: Clients): Promise<void> {
  const { ingestion } = clients;
  const ids = (request: FastifyRequest) => ({ requestId: request.id });
  const resourceOf = (request: FastifyRequest, params: ResourceParams) => ({
    owner: ownerOf(request),
    knowledge_base_id: params.kb_id,
    resource_id: params.resource_id,
  });

  // Routes naming the agent: the owner must own it before ingestion is asked.
  await ownerRoutes(app, { clients, ownedProject: { in: 'params', name: 'project_id' } }, (owned) => {
    owned.get('/knowledgebase/:project_id', { schema: listKnowledgeBasesSchema }, async (request) => {
      const { limit, offset } = request.query;
      return ingestion.ListKnowledgeBases(
        { owner: ownerOf(request), project_id: request.params.project_id, limit, offset },
        ids(request),
      );
    });

    owned.post(
      '/knowledgebase/:project_id',
      { schema: createKnowledgeBaseSchema },
      async (request, reply) => {
        const { title = '', url = '', type } = request.body;
        const created = await ingestion.CreateKnowledgeBase(
          { owner: ownerOf(request), project_id: request.params.project_id, title, url, type },
          ids(request),
        );
        return reply.status(201).send(created);
      },
    );
  });

  // Routes naming a training set or a source: the ingestion service scopes them to the owner itself.
  await ownerRoutes(app, { clients }, async (owned) => {
    owned.get('/knowledgebase/get/:id', { schema: getKnowledgeBaseSchema }, async (request) =>
      ingestion.GetKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request)),
    );

    owned.put('/knowledgebase/:id', { schema: updateKnowledgeBaseSchema }, async (request) =>
      ingestion.UpdateKnowledgeBase(
        { owner: ownerOf(request), id: request.params.id, title: request.body.title },
        ids(request),
      ),
    );

    owned.delete('/knowledgebase/:id', { schema: deleteKnowledgeBaseSchema }, async (request, reply) => {
      await ingestion.DeleteKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request));
      return noContent(reply);
    });

    owned.post(
      '/knowledgebase/:kb_id/resource',
      { schema: addUrlResourcesSchema },
      async (request, reply) => {
        const resources = request.body.map(({ url, type }) => ({ url, type }));
        // Spec §5 words; `resources` is the proto's name for the list the body is.
        if (resources.length === 0) throw AppError.invalid('resources', 'Enter at least one URL');
        if (resources.length > maxUrlsPerRequest) {
          throw AppError.invalid('resources', `At most ${maxUrlsPerRequest} URLs can be added at once`);
        }
        const added = await ingestion.AddUrlResources(
          { owner: ownerOf(request), knowledge_base_id: request.params.kb_id, resources },
          ids(request),
        );
        return reply.status(201).send({ data: resourcesToJson(added.data) });
      },
    );

    owned.get('/knowledgebase/:kb_id/resource', { schema: listResourcesSchema }, async (request) => {
      const { limit, offset, status, search, reason_code } = request.query;
      const listed = await ingestion.ListResources(
        {
          owner: ownerOf(request),
          knowledge_base_id: request.params.kb_id,
          limit,
          offset,
          status,
          search,
          reason_code,
        },
        ids(request),
      );
      return {
        data: resourcesToJson(listed.data),
        total: listed.total,
        failure_groups: listed.failure_groups.map(({ reason_code: code, count, retryable }) => ({
          reason_code: code,
          count,
          retryable,
        })),
      };
    });

    owned.get('/knowledgebase/:kb_id/resource/:resource_id', { schema: getResourceSchema }, async (request) =>
      resourceToJson(await ingestion.GetResource(resourceOf(request, request.params), ids(request))),
    );

    owned.put(
      '/knowledgebase/:kb_id/resource/:resource_id',
      { schema: updateResourceSchema },
      async (request) =>
        resourceToJson(
          await ingestion.UpdateResource(
            { ...resourceOf(request, request.params), url: request.body.url },
            ids(request),
          ),
        ),
    );

    owned.delete(
      '/knowledgebase/:kb_id/resource/:resource_id',
      { schema: deleteResourceSchema },
      async (request, reply) => {
        await ingestion.DeleteResource(resourceOf(request, request.params), ids(request));
        return noContent(reply);
      },
    );

    owned.get(
      '/knowledgebase/:kb_id/resource/:resource_id/download',
      { schema: downloadLinkSchema },
      async (request) => {
        const link = await ingestion.CreateDownloadLink(resourceOf(request, request.params), ids(request));
        return { url: downloadPath(link.token), expires_at: link.expires_at };
      },
    );

    // Actions that take no input: the spec's client posts an empty body, which may arrive labelled JSON.
    await owned.register((scope, _options, done) => {
      acceptEmptyJsonBodies(scope);
      const actions = contractRoutes(scope);

      actions.post('/knowledgebase/:id/retrain', { schema: retrainKnowledgeBaseSchema }, async (request) =>
        ingestion.RetrainKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request)),
      );

      actions.post('/knowledgebase/:id/sync', { schema: syncKnowledgeBaseSchema }, async (request) =>
        ingestion.SyncKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request)),
      );

      actions.post(
        '/knowledgebase/:id/retry-failed',
        { schema: retryFailedResourcesSchema },
        async (request) =>
          ingestion.RetryFailedResources({ owner: ownerOf(request), id: request.params.id }, ids(request)),
      );

      actions.post(
        '/knowledgebase/:kb_id/resource/:resource_id/retry',
        { schema: retryResourceSchema },
        async (request) =>
          resourceToJson(await ingestion.RetryResource(resourceOf(request, request.params), ids(request))),
      );
      done();
    });
  });
}

/** In this scope only, `Content-Type: application/json` with nothing after it reads as `{}`. */
function acceptEmptyJsonBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    void parseJson(request, text, done);
  });
}
