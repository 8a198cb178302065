import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { sessionRejected, type AuthState } from '../auth/auth.slice';
import { isInvalidTokenError } from './api-error';
import { applyRequestHeaders } from './request-headers';

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

// Only the auth slice is read here; typing the whole RootState would make the store import itself.
type StateWithAuth = { auth: AuthState };

export const fetchApi: ApiBaseQuery = fetchBaseQuery({
  baseUrl: '/api/v1',
  prepareHeaders: (headers, { getState, arg }) =>
    applyRequestHeaders(headers, {
      method: typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET'),
      token: (getState() as StateWithAuth).auth.token,
      cookies: document.cookie,
    }),
});

/**
 * A 401 'Invalid token' ends the session wherever it happens: the stored session is dropped and
 * the app (useSessionRejectedRedirect) sends the user to sign in again. A request sent without a
 * session in the store — such as the sign-out call itself — cannot end one.
 */
export function withSessionRejection(baseQuery: ApiBaseQuery): ApiBaseQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (isInvalidTokenError(result.error) && (api.getState() as StateWithAuth).auth.token !== null) {
      api.dispatch(sessionRejected());
    }
    return result;
  };
}
