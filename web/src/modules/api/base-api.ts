import { createApi } from '@reduxjs/toolkit/query/react';
import { fetchApi, withSessionRejection } from './session-base-query';

/** The one API slice; each feature adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: withSessionRejection(fetchApi),
  tagTypes: ['CurrentUser', 'Project', 'Analytics', 'Billing', 'Integration', 'Conversation'],
  endpoints: () => ({}),
});
