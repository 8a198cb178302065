import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/useAppDispatch';
import { useAppSelector } from '../../app/useAppSelector';
import { rejectionHandled, selectSessionRejected } from './auth.slice';
import { loginPath } from './login-path';

/** After the server refused the token (401 'Invalid token'), sign in again and come back here. */
export function useSessionRejectedRedirect(): void {
  const rejected = useAppSelector(selectSessionRejected);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!rejected) return;
    dispatch(rejectionHandled());
    void navigate(loginPath(location), { replace: true });
  }, [rejected, dispatch, navigate, location]);
}
