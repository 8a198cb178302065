import { baseApi } from '../api/base-api';
import type { Analytics } from './analytics.types';

export const analyticsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<Analytics, undefined>({
      query: () => 'users/analytics',
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useGetAnalyticsQuery } = analyticsApi;
