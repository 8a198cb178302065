import { baseApi } from '../api/base-api';
import type { PublicProject } from './demo.types';

export const demoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDemoProject: build.query<PublicProject, string>({
      query: (projectId) => `projects/project/${encodeURIComponent(projectId)}`,
    }),
  }),
});

export const { useGetDemoProjectQuery } = demoApi;
