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
  retrainKnowledgeBaseSchema,
  retryFailedResourcesSchema,
  retryResourceSchema,
  updateKnowledgeBaseSchema,
  updateResourceSchema,
} from './knowledge.schemas.js';

type Clients = Pick<ServiceClients, 'auth' | 'projects' | 'ingestion'>;
type Page = { Querystring: { limit: number; offset: number } };
type SourceQuery = {
  Querystring: { limit: number; offset: number; status: string; search: string; reason_code: string };
};
type ProjectParams = { Params: { project_id: string } };
type SetParams = { Params: { id: string } };
type SetResourcesParams = { Params: { kb_id: string } };
type ResourceParams = { Params: { kb_id: string; resource_id: string } };

/** Spec §7 Knowledge base: training sets and their sources, answered by the ingestion service. */
export async function registerKnowledgeRoutes(app: FastifyInstance, clients: Clients): Promise<void> {
  const { ingestion } = clients;
  const ids = (request: FastifyRequest) => ({ requestId: request.id });
  const resourceOf = (request: FastifyRequest<ResourceParams>) => ({
    owner: ownerOf(request),
    knowledge_base_id: request.params.kb_id,
    resource_id: request.params.resource_id,
  });

  // Routes naming the agent: the owner must own it before ingestion is asked.
  await ownerRoutes(app, { clients, ownedProject: { in: 'params', name: 'project_id' } }, (owned) => {
    owned.get<ProjectParams & Page>(
      '/knowledgebase/:project_id',
      { schema: listKnowledgeBasesSchema },
      async (request) => {
        const { limit, offset } = request.query;
        return ingestion.ListKnowledgeBases(
          { owner: ownerOf(request), project_id: request.params.project_id, limit, offset },
          ids(request),
        );
      },
    );

    owned.post<ProjectParams & { Body: { title?: string; url?: string; type: string } }>(
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
    owned.get<SetParams>('/knowledgebase/get/:id', { schema: getKnowledgeBaseSchema }, async (request) =>
      ingestion.GetKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request)),
    );

    owned.put<SetParams & { Body: { title: string } }>(
      '/knowledgebase/:id',
      { schema: updateKnowledgeBaseSchema },
      async (request) =>
        ingestion.UpdateKnowledgeBase(
          { owner: ownerOf(request), id: request.params.id, title: request.body.title },
          ids(request),
        ),
    );

    owned.delete<SetParams>(
      '/knowledgebase/:id',
      { schema: deleteKnowledgeBaseSchema },
      async (request, reply) => {
        await ingestion.DeleteKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request));
        return reply.status(204).send();
      },
    );

    owned.post<SetResourcesParams & { Body: { url: string; type: string }[] }>(
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

    owned.get<SetResourcesParams & SourceQuery>(
      '/knowledgebase/:kb_id/resource',
      { schema: listResourcesSchema },
      async (request) => {
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
      },
    );

    owned.get<ResourceParams>(
      '/knowledgebase/:kb_id/resource/:resource_id',
      { schema: getResourceSchema },
      async (request) => resourceToJson(await ingestion.GetResource(resourceOf(request), ids(request))),
    );

    owned.put<ResourceParams & { Body: { url: string } }>(
      '/knowledgebase/:kb_id/resource/:resource_id',
      { schema: updateResourceSchema },
      async (request) =>
        resourceToJson(
          await ingestion.UpdateResource({ ...resourceOf(request), url: request.body.url }, ids(request)),
        ),
    );

    owned.delete<ResourceParams>(
      '/knowledgebase/:kb_id/resource/:resource_id',
      { schema: deleteResourceSchema },
      async (request, reply) => {
        await ingestion.DeleteResource(resourceOf(request), ids(request));
        return reply.status(204).send();
      },
    );

    owned.get<ResourceParams>(
      '/knowledgebase/:kb_id/resource/:resource_id/download',
      { schema: downloadLinkSchema },
      async (request) => {
        const link = await ingestion.CreateDownloadLink(resourceOf(request), ids(request));
        return { url: downloadPath(link.token), expires_at: link.expires_at };
      },
    );

    // Actions that take no input: the spec's client posts an empty body, which may arrive labelled JSON.
    await owned.register((actions, _options, done) => {
      acceptEmptyJsonBodies(actions);

      actions.post<SetParams>(
        '/knowledgebase/:id/retrain',
        { schema: retrainKnowledgeBaseSchema },
        async (request) =>
          ingestion.RetrainKnowledgeBase({ owner: ownerOf(request), id: request.params.id }, ids(request)),
      );

      actions.post<SetParams>(
        '/knowledgebase/:id/retry-failed',
        { schema: retryFailedResourcesSchema },
        async (request) =>
          ingestion.RetryFailedResources({ owner: ownerOf(request), id: request.params.id }, ids(request)),
      );

      actions.post<ResourceParams>(
        '/knowledgebase/:kb_id/resource/:resource_id/retry',
        { schema: retryResourceSchema },
        async (request) => resourceToJson(await ingestion.RetryResource(resourceOf(request), ids(request))),
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
