import { baseApi } from '../api/base-api';
import type { AgentInsights, InsightsWindow } from './insights.types';

export type InsightsArgs = { projectId: string; days: InsightsWindow; timeZone: string };

export const insightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<AgentInsights, InsightsArgs>({
      query: ({ projectId, days, timeZone }) => ({
        url: `projects/${encodeURIComponent(projectId)}/insights`,
        params: { days, time_zone: timeZone },
      }),
    }),
  }),
});

export const { useGetInsightsQuery } = insightsApi;
