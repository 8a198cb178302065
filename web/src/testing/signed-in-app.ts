import { fakeApi, type FakeRoute } from './fake-api';
import { renderApp } from './renderApp';
import { testSession, testUser } from './test-session';

/**
 * The whole app at `path` for the signed-in test owner, with the API faked: the current user, plus
 * `routes` (which may replace it).
 */
export function openSignedIn(path: string, routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /api/v1/auth/current-user': () => Response.json(testUser), ...routes });
  return { api, ...renderApp(path, testSession()) };
}
