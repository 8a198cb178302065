import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a page fails to render or its code cannot be loaded (for example after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <main className="flex min-h-screen items-center justify-center bg-base-200 p-6">
      <div className="card w-full max-w-md bg-base-100 shadow">
        <div className="card-body gap-4">
          <h1 className="card-title text-2xl">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
          <p className="text-base-content/80">
            {notFound
              ? 'This address does not lead anywhere in SiteSage.'
              : 'This page could not be shown. Reloading usually fixes it; if it keeps happening, please contact us.'}
          </p>
          <div className="card-actions justify-end">
            <Link to="/" className="btn btn-ghost">
              Home
            </Link>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                window.location.reload();
              }}
            >
              Reload
            </button>
          </div>
        </div>
      </div>
    </main>
  );
}
