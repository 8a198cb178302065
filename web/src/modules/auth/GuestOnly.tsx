import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppStore } from '../../app/useAppStore';
import { selectIsSignedIn } from './auth.slice';

/**
 * Sign-in and sign-up are for visitors: someone who arrives already signed in goes to the
 * dashboard. The check is made on arrival only — signing in on these pages navigates on its own
 * (to the requested page, or to create a first agent), and a guard reacting to the new session
 * would race that navigation.
 */
export function GuestOnly() {
  const store = useAppStore();
  const [arrivedSignedIn] = useState(() => selectIsSignedIn(store.getState()));
  if (arrivedSignedIn) return <Navigate to="/admin/dashboard" replace />;
  return <Outlet />;
}
