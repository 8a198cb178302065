import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionExpiry } from '../modules/auth/useSessionExpiry';
import { useSessionRejectedRedirect } from '../modules/auth/useSessionRejectedRedirect';
import { PageLoader } from '../ui/PageLoader';
import { usePageMeta } from './page-meta/usePageMeta';
import { useScrollOnNavigate } from '../ui/useScrollOnNavigate';

/** Wraps every route: session lifetime, scroll on navigation, page titles, and the wait for lazy chunks. */
export function RootLayout() {
  useSessionExpiry();
  useSessionRejectedRedirect();
  useScrollOnNavigate();
  usePageMeta();
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
