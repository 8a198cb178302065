import { baseApi } from '../api/base-api';
import type { UnansweredCounts, UnansweredGroup } from './unanswered.types';

const groupsOf = (projectId: string) => ({ type: 'Unanswered' as const, id: projectId });
const COUNTS = { type: 'Unanswered' as const, id: 'COUNTS' };

export const unansweredApi = baseApi.enhanceEndpoints({ addTagTypes: ['Unanswered'] }).injectEndpoints({
  endpoints: (build) => ({
    listUnanswered: build.query<{ data: UnansweredGroup[] }, string>({
      query: (projectId) => `projects/${encodeURIComponent(projectId)}/unanswered`,
      providesTags: (_result, _error, projectId) => [groupsOf(projectId)],
    }),
    dismissUnanswered: build.mutation<{ dismissed: number }, { projectId: string; groupId: string }>({
      query: ({ projectId, groupId }) => ({
        url: `projects/${encodeURIComponent(projectId)}/unanswered/${encodeURIComponent(groupId)}/dismiss`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { projectId }) => [groupsOf(projectId), COUNTS],
    }),
    getUnansweredCounts: build.query<UnansweredCounts, undefined>({
      query: () => 'users/unanswered',
      providesTags: [COUNTS],
    }),
  }),
});

export const { useListUnansweredQuery, useDismissUnansweredMutation, useGetUnansweredCountsQuery } =
  unansweredApi;
