import { baseApi } from '../api/base-api';
import { TRAINING_PAGE_SIZE } from './training-limits';
import type {
  CreateKnowledgeBaseRequest,
  DownloadLink,
  KnowledgeBase,
  Page,
  Resource,
  SourceFilters,
  SourcesPage,
} from './training.types';

const setsOf = (projectId: string) => ({ type: 'KnowledgeBase' as const, id: `LIST-${projectId}` });
const sourcesOf = (knowledgeBaseId: string) => ({ type: 'Resource' as const, id: `LIST-${knowledgeBaseId}` });
// The agents list shows each agent's number of training sources.
const AGENTS = { type: 'Project' as const, id: 'LIST' };

const path = (...parts: string[]) => ['knowledgebase', ...parts.map(encodeURIComponent)].join('/');

export type ListKnowledgeBasesArgs = { projectId: string; offset: number; limit?: number };
export type ListResourcesArgs = { knowledgeBaseId: string; offset: number; filters?: SourceFilters };

export const trainingApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['KnowledgeBase', 'Resource'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listKnowledgeBases: build.query<Page<KnowledgeBase>, ListKnowledgeBasesArgs>({
        query: ({ projectId, offset, limit = TRAINING_PAGE_SIZE }) => ({
          url: path(projectId),
          params: { limit, offset },
        }),
        providesTags: (result, _error, { projectId }) => [
          setsOf(projectId),
          ...(result?.data.map((set) => ({ type: 'KnowledgeBase' as const, id: set.id })) ?? []),
        ],
      }),
      getKnowledgeBase: build.query<KnowledgeBase, string>({
        query: (id) => path('get', id),
        providesTags: (_result, _error, id) => [{ type: 'KnowledgeBase', id }],
      }),
      createKnowledgeBase: build.mutation<KnowledgeBase, CreateKnowledgeBaseRequest>({
        query: ({ projectId, title, url, type }) => ({
          url: path(projectId),
          method: 'POST',
          body: { project_id: projectId, title, url, type },
        }),
        invalidatesTags: (_result, _error, { projectId }) => [setsOf(projectId), AGENTS],
      }),
      deleteKnowledgeBase: build.mutation<null, KnowledgeBase>({
        query: (set) => ({ url: path(set.id), method: 'DELETE' }),
        invalidatesTags: (_result, _error, set) => [setsOf(set.project_id), AGENTS],
      }),
      retrainKnowledgeBase: build.mutation<KnowledgeBase, KnowledgeBase>({
        query: (set) => ({ url: path(set.id, 'retrain'), method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, set) => [
          { type: 'KnowledgeBase', id: set.id },
          setsOf(set.project_id),
          sourcesOf(set.id),
        ],
      }),
      /** Sync now: the set read from its site again (409 while a crawl of it runs). */
      syncKnowledgeBase: build.mutation<KnowledgeBase, KnowledgeBase>({
        query: (set) => ({ url: path(set.id, 'sync'), method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, set) => [
          { type: 'KnowledgeBase', id: set.id },
          setsOf(set.project_id),
          sourcesOf(set.id),
        ],
      }),
      addUrlResources: build.mutation<{ data: Resource[] }, { knowledgeBaseId: string; urls: string[] }>({
        query: ({ knowledgeBaseId, urls }) => ({
          url: path(knowledgeBaseId, 'resource'),
          method: 'POST',
          body: urls.map((url) => ({ url, type: 'URL' })),
        }),
        // The set goes back to training: every list that shows it is stale.
        invalidatesTags: (_result, _error, { knowledgeBaseId }) => [
          'KnowledgeBase',
          sourcesOf(knowledgeBaseId),
          AGENTS,
        ],
      }),
      uploadFiles: build.mutation<{ data: Resource[] }, { knowledgeBaseId: string; files: readonly File[] }>({
        query: ({ knowledgeBaseId, files }) => {
          const form = new FormData();
          form.append('parentId', knowledgeBaseId);
          for (const file of files) form.append('files', file, file.name);
          return { url: path(knowledgeBaseId, 'resource', 'files'), method: 'POST', body: form };
        },
        invalidatesTags: (_result, _error, { knowledgeBaseId }) => [
          'KnowledgeBase',
          sourcesOf(knowledgeBaseId),
          AGENTS,
        ],
      }),
      listResources: build.query<SourcesPage, ListResourcesArgs>({
        query: ({ knowledgeBaseId, offset, filters }) => ({
          url: path(knowledgeBaseId, 'resource'),
          // Filtered on the server, so a page of ten is ten matching sources.
          params: {
            limit: TRAINING_PAGE_SIZE,
            offset,
            ...(filters?.status ? { status: filters.status } : {}),
            ...(filters?.search ? { search: filters.search } : {}),
            ...(filters?.reason ? { reason_code: filters.reason } : {}),
          },
        }),
        providesTags: (_result, _error, { knowledgeBaseId }) => [sourcesOf(knowledgeBaseId)],
      }),
      deleteResource: build.mutation<null, Resource>({
        query: (source) => ({ url: path(source.knowledgebase_id, 'resource', source.id), method: 'DELETE' }),
        invalidatesTags: (_result, _error, source) => [
          sourcesOf(source.knowledgebase_id),
          { type: 'KnowledgeBase', id: source.knowledgebase_id },
          AGENTS,
        ],
      }),
      retryResource: build.mutation<Resource, Resource>({
        query: (source) => ({
          url: path(source.knowledgebase_id, 'resource', source.id, 'retry'),
          method: 'POST',
          body: {},
        }),
        invalidatesTags: (_result, _error, source) => [
          sourcesOf(source.knowledgebase_id),
          { type: 'KnowledgeBase', id: source.knowledgebase_id },
        ],
      }),
      retryFailedResources: build.mutation<{ retried: number; knowledge_base: KnowledgeBase }, KnowledgeBase>(
        {
          query: (set) => ({ url: path(set.id, 'retry-failed'), method: 'POST', body: {} }),
          invalidatesTags: (_result, _error, set) => [
            sourcesOf(set.id),
            { type: 'KnowledgeBase', id: set.id },
            setsOf(set.project_id),
            AGENTS,
          ],
        },
      ),
      // A mutation rather than a query: each link is short-lived and must never come from a cache.
      createDownloadLink: build.mutation<DownloadLink, Resource>({
        query: (source) => path(source.knowledgebase_id, 'resource', source.id, 'download'),
      }),
    }),
  });

export const {
  useListKnowledgeBasesQuery,
  useLazyListKnowledgeBasesQuery,
  useGetKnowledgeBaseQuery,
  useLazyGetKnowledgeBaseQuery,
  useCreateKnowledgeBaseMutation,
  useDeleteKnowledgeBaseMutation,
  useRetrainKnowledgeBaseMutation,
  useSyncKnowledgeBaseMutation,
  useAddUrlResourcesMutation,
  useUploadFilesMutation,
  useListResourcesQuery,
  useDeleteResourceMutation,
  useRetryResourceMutation,
  useRetryFailedResourcesMutation,
  useCreateDownloadLinkMutation,
} = trainingApi;
