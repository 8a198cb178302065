import { baseApi } from '../api/base-api';
import { PROJECTS_PAGE_SIZE } from './project-defaults';
import type {
  CreateProjectRequest,
  ListProjectsArgs,
  MagicUiReply,
  Project,
  ProjectList,
  ProjectPatch,
} from './projects.types';

const LIST = { type: 'Project', id: 'LIST' } as const;

export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listProjects: build.query<ProjectList, ListProjectsArgs>({
      query: ({ offset, search }) => ({
        url: 'projects',
        params: { limit: PROJECTS_PAGE_SIZE, offset, ...(search === '' ? {} : { search }) },
      }),
      providesTags: (result) => [
        LIST,
        ...(result?.data.map((project) => ({ type: 'Project' as const, id: project.id })) ?? []),
      ],
    }),
    getProject: build.query<Project, string>({
      query: (id) => `projects/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
    createProject: build.mutation<Project, CreateProjectRequest>({
      query: (body) => ({ url: 'projects', method: 'POST', body }),
      invalidatesTags: [LIST, 'Analytics'],
    }),
    updateProject: build.mutation<Project, { id: string; patch: ProjectPatch }>({
      query: ({ id, patch }) => ({ url: `projects/${encodeURIComponent(id)}`, method: 'PUT', body: patch }),
      // The reply is the saved agent: it replaces the cached copy rather than being fetched again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(projectsApi.util.upsertQueryData('getProject', id, data));
        } catch {
          // The caller shows the failure.
        }
      },
      invalidatesTags: [LIST],
    }),
    deleteProject: build.mutation<null, string>({
      query: (id) => ({ url: `projects/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, 'Analytics'],
    }),
    // Keeping one agent may pause another (a swap within the plan): every agent is read again.
    keepProject: build.mutation<Project, string>({
      query: (id) => ({ url: `projects/${encodeURIComponent(id)}/keep`, method: 'POST' }),
      invalidatesTags: ['Project'],
    }),
    createMagicUi: build.mutation<MagicUiReply, { id: string; url: string }>({
      query: ({ id, url }) => ({
        url: `projects/${encodeURIComponent(id)}/create-magic-ui`,
        method: 'POST',
        body: { url },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Project', id }, LIST],
    }),
  }),
});

export const {
  useListProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useKeepProjectMutation,
  useCreateMagicUiMutation,
} = projectsApi;
