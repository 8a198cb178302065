import { baseApi } from '../api/base-api';
import { userRefreshed } from './auth.slice';
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResendOtpResponse,
  ResetPasswordRequest,
  User,
  VerifyOtpRequest,
} from './auth.types';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<LoginResponse, VerifyOtpRequest>({
      query: (body) => ({ url: 'auth/verify-otp', method: 'POST', body }),
    }),
    resendOtp: build.mutation<ResendOtpResponse, { user_id: string }>({
      query: (body) => ({ url: 'auth/resend-otp', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<ResendOtpResponse, { user_id: string }>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<ResendOtpResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    getCurrentUser: build.query<User, undefined>({
      query: () => 'auth/current-user',
      providesTags: ['CurrentUser'],
      // Every fresh copy of the user also refreshes the stored one (plan, name, avatar).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data));
        } catch {
          // The failure is the caller's to show; the stored user stays as it was.
        }
      },
    }),
    /** Takes the token explicitly: the local session is already gone when this is sent. */
    logout: build.mutation<null, string>({
      query: (token) => ({
        url: 'auth/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetCurrentUserQuery,
} = authApi;
