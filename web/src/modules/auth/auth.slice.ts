import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResponse, StoredSession, User } from './auth.types';

export type AuthState = {
  token: string | null;
  expiresAt: string | null;
  user: User | null;
  /** Set when the server refused the token (401 'Invalid token'); cleared once the app has sent
   *  the user to the sign-in page. */
  rejected: boolean;
};

const signedOutState: AuthState = { token: null, expiresAt: null, user: null, rejected: false };

export function authStateFrom(session: StoredSession | null): AuthState {
  return session ? { ...session, rejected: false } : signedOutState;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutState,
  reducers: {
    sessionStarted: (_state, action: PayloadAction<LoginResponse>) => ({
      token: action.payload.token_info.token,
      expiresAt: action.payload.token_info.expiration_time,
      user: action.payload.user,
      rejected: false,
    }),
    userRefreshed: (state, action: PayloadAction<User>) => {
      if (state.token !== null) state.user = action.payload;
    },
    /** Sign-out by the user, or the token's lifetime ran out. */
    sessionEnded: () => signedOutState,
    sessionRejected: () => ({ ...signedOutState, rejected: true }),
    rejectionHandled: (state) => {
      state.rejected = false;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectExpiresAt: (state) => state.expiresAt,
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.token !== null,
    selectSessionRejected: (state) => state.rejected,
  },
});

export const { sessionStarted, userRefreshed, sessionEnded, sessionRejected, rejectionHandled } =
  authSlice.actions;

export const { selectToken, selectExpiresAt, selectUser, selectIsSignedIn, selectSessionRejected } =
  authSlice.selectors;
