import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { RouteTransition } from '../../ui/RouteTransition';
import { ToastProvider } from '../../ui/ToastProvider';
import { isInvalidTokenError } from '../api/api-error';
import { useGetCurrentUserQuery } from '../auth/auth.api';
import { hidesSidebar } from './admin-route-handle';
import { AdminSidebar } from './AdminSidebar';
import { AdminTopbar } from './AdminTopbar';

/**
 * The signed-in area: top bar, side menu (a drawer on small screens, hidden on the agent set-up
 * screens) and the page. Loads the current user on entry, which also refreshes the stored copy.
 */
export function AdminShell() {
  const { error } = useGetCurrentUserQuery(undefined, { refetchOnFocus: true });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const withSidebar = !useMatches().some((match) => hidesSidebar(match.handle));
  const [drawer, setDrawer] = useState({ open: false, pathname });

  // The drawer closes on navigation: its state belongs to the path it was opened on.
  const drawerOpen = drawer.open && drawer.pathname === pathname;
  const setDrawerOpen = (open: boolean) => {
    setDrawer({ open, pathname });
  };

  useEffect(() => {
    // An 'Invalid token' failure is the session ending; that sends the user to sign in instead.
    if (error !== undefined && !isInvalidTokenError(error)) void navigate('/', { replace: true });
  }, [error, navigate]);

  const page = (
    <div className="flex min-h-screen flex-col">
      <AdminTopbar
        menu={
          withSidebar
            ? {
                open: drawerOpen,
                toggle: () => {
                  setDrawerOpen(!drawerOpen);
                },
              }
            : null
        }
      />
      <main className="flex-1 bg-base-200/50">
        <RouteTransition>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteTransition>
      </main>
    </div>
  );

  // The provider stays mounted whichever layout the route uses, so a toast survives the move
  // from a set-up screen (no sidebar) to an ordinary one.
  return (
    <ToastProvider>
      {withSidebar ? (
        <div
          className="drawer lg:drawer-open"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && drawerOpen) setDrawerOpen(false);
          }}
        >
          <input
            id="admin-drawer"
            type="checkbox"
            className="drawer-toggle"
            checked={drawerOpen}
            onChange={(event) => {
              setDrawerOpen(event.target.checked);
            }}
            tabIndex={-1}
            aria-hidden="true"
          />
          <div className="drawer-content">{page}</div>
          <div className="drawer-side z-40" id="admin-sidebar">
            <label htmlFor="admin-drawer" aria-label="Close navigation" className="drawer-overlay" />
            <AdminSidebar
              onNavigate={() => {
                setDrawerOpen(false);
              }}
            />
          </div>
        </div>
      ) : (
        page
      )}
    </ToastProvider>
  );
}
