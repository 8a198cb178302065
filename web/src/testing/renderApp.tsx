import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { routes } from '../app/routes';
import { createAppStore } from '../app/store';
import { writeStoredSession } from '../modules/auth/auth.storage';
import type { StoredSession } from '../modules/auth/auth.types';

// Every page is a lazy chunk; the first render of one in a cold test run waits for it to be
// transformed, which can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** The whole app at `path`, as a browser would start it with `session` in localStorage. */
export function renderApp(path: string, session: StoredSession | null = null) {
  // jsdom has no layout, hence no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  if (session !== null) writeStoredSession(session);
  const store = createAppStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

/** Path, query and fragment of where the app is now. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
