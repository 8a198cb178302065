import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionExpiry } from '../modules/auth/useSessionExpiry';
import { useSessionRejectedRedirect } from '../modules/auth/useSessionRejectedRedirect';
import { PageLoader } from '../ui/PageLoader';
import { useScrollOnNavigate } from '../ui/useScrollOnNavigate';

/** Wraps every route: session lifetime, scroll on navigation, and the wait for lazy chunks. */
export function RootLayout() {
  useSessionExpiry();
  useSessionRejectedRedirect();
  useScrollOnNavigate();
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
