import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/useAppDispatch';
import { useAppStore } from '../../app/useAppStore';
import { baseApi } from '../api/base-api';
import { authApi } from './auth.api';
import { selectToken, sessionEnded } from './auth.slice';

/** Sign out: go home, forget the session and cached data, and tell the server (best effort). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  return async () => {
    const token = selectToken(store.getState());
    // Leave the page first and synchronously: cleared while an /admin page is still on screen,
    // the session's absence would make the guard send the user to sign in instead of home.
    await navigate('/', { flushSync: true });
    dispatch(sessionEnded());
    dispatch(baseApi.util.resetApiState());
    if (token !== null) {
      dispatch(authApi.endpoints.logout.initiate(token))
        .unwrap()
        .catch(() => {
          // Nothing to show: the session is already gone from this browser, and the server
          // refuses the token anyway once it expires.
        });
    }
  };
}
