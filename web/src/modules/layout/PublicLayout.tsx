import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../ui/PageLoader';
import { RouteTransition } from '../../ui/RouteTransition';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** The public site: navbar, page, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-sm btn-primary sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="flex-1" tabIndex={-1}>
        <RouteTransition>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteTransition>
      </main>
      <Footer />
    </div>
  );
}
