import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/useAppSelector';
import { selectIsSignedIn } from './auth.slice';
import { loginPath } from './login-path';

/** Protected routes: without a session, go to sign in and come back here afterwards. */
export function RequireAuth() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(location)} replace />;
  return <Outlet />;
}
