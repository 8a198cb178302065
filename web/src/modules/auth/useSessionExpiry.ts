import { useEffect } from 'react';
import { useAppDispatch } from '../../app/useAppDispatch';
import { useAppSelector } from '../../app/useAppSelector';
import { selectExpiresAt, sessionEnded } from './auth.slice';
import { isExpired } from './auth.storage';

// setTimeout overflows past 2^31-1 ms (about 24.8 days); longer waits are taken in steps.
const MAX_TIMER_MS = 2_147_483_647;

/** Ends the session when its token expires, so an expired token never counts as signed in. */
export function useSessionExpiry(): void {
  const expiresAt = useAppSelector(selectExpiresAt);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (expiresAt === null) return;
    let timer: number | undefined;
    const check = () => {
      const now = Date.now();
      if (isExpired(expiresAt, now)) {
        dispatch(sessionEnded());
        return;
      }
      timer = window.setTimeout(check, Math.min(Date.parse(expiresAt) - now, MAX_TIMER_MS));
    };
    check();
    return () => {
      window.clearTimeout(timer);
    };
  }, [expiresAt, dispatch]);
}
