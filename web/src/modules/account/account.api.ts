import { baseApi } from '../api/base-api';
import { authApi } from '../auth/auth.api';
import { userRefreshed } from '../auth/auth.slice';
import type {
  ChangePasswordRequest,
  LoginResponse,
  UpdateCurrentUserRequest,
  User,
} from '../auth/auth.types';

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateCurrentUser: build.mutation<User, UpdateCurrentUserRequest>({
      query: (body) => ({ url: 'auth/current-user', method: 'PUT', body }),
      // The reply is the saved user: it becomes the stored and the cached copy at once.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data));
          void dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
    /** Answers like sign-in: a new token (other sessions are revoked) and the user. */
    changePassword: build.mutation<LoginResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const { useUpdateCurrentUserMutation, useChangePasswordMutation } = accountApi;
