import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../modules/api/base-api';
import { authSlice, authStateFrom, type AuthState } from '../modules/auth/auth.slice';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../modules/auth/auth.storage';
import type { StoredSession } from '../modules/auth/auth.types';

function persist(auth: AuthState): void {
  if (auth.token !== null && auth.expiresAt !== null && auth.user !== null) {
    writeStoredSession({ token: auth.token, expiresAt: auth.expiresAt, user: auth.user });
  } else {
    clearStoredSession();
  }
}

export function createAppStore(session: StoredSession | null = readStoredSession()) {
  const store = configureStore({
    reducer: { auth: authSlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { auth: authStateFrom(session) },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });

  // localStorage mirrors the auth slice: written on every change, so reducers stay pure.
  let saved = store.getState().auth;
  store.subscribe(() => {
    const { auth } = store.getState();
    if (auth === saved) return;
    saved = auth;
    persist(auth);
  });

  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
