// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../testing/fake-api';
import { currentUrl, renderApp } from '../testing/renderApp';
import { testProject } from '../testing/test-projects';
import { testSession, testUser } from '../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const currentUserOk = () => Response.json(testUser);

describe('route guard', () => {
  it('sends a signed-out visitor of an admin page to sign in, remembering the full address', async () => {
    const { router } = renderApp('/admin/projects?x=1#y');

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/projects?x=1#y');
  });

  it('treats a stored token past its expiry as signed out', async () => {
    const { router } = renderApp(
      '/admin/dashboard',
      testSession({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/login?redirect=%2Fadmin%2Fdashboard');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in user away from the sign-in page to the dashboard', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': currentUserOk });
    const { router } = renderApp('/login', testSession());

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends a signed-in user away from sign-up to the dashboard', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': currentUserOk });
    const { router } = renderApp('/register', testSession());

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});

describe('routes', () => {
  it('opens the dashboard for /admin', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': currentUserOk });
    const { router } = renderApp('/admin', testSession());

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('sends unknown addresses to the home page', async () => {
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: /Turn Your Website Into a/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the site navbar and footer on public pages', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': currentUserOk });
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('hides the admin side menu on the agent set-up screens', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': currentUserOk });
    renderApp('/admin/projects', testSession());
    expect(await screen.findByRole('heading', { name: 'Agents' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    cleanup();

    renderApp('/admin/projects/create', testSession());
    expect(await screen.findByRole('heading', { name: 'Create an agent' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('opens the customize tab of an agent by default', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': currentUserOk,
      'GET /api/v1/projects/p1': () => Response.json(testProject()),
    });
    const { router } = renderApp('/admin/projects/p1', testSession());

    expect(await screen.findByRole('heading', { name: 'Customization' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/projects/p1/customize');
  });
});

describe('admin session', () => {
  it('shows the plan from the freshly loaded user and stores the fresh copy', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': () => Response.json({ ...testUser, plan: 'BASIC' }) });
    renderApp('/admin/dashboard', testSession());

    const badge = await screen.findByRole('link', { name: 'BASIC plan' });
    expect(badge.getAttribute('href')).toBe('/admin/user/plan');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ plan: 'BASIC' });
  });

  it("signs the user out when the server answers 401 'Invalid token', and asks to sign in again", async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': () => errorResponse(401, 'Invalid token') });
    const { router } = renderApp('/admin/projects/p1/training?page=2', testSession());

    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/admin/projects/p1/training?page=2',
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token_expires_at')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('goes home when the current user cannot be loaded', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': () => errorResponse(500, 'Something broke') });
    const { router } = renderApp('/admin/dashboard', testSession());

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('logs out from the avatar menu: home, storage cleared, server told', async () => {
    const api = fakeApi({
      'GET /api/v1/auth/current-user': currentUserOk,
      'POST /api/v1/auth/logout': () => new Response(null, { status: 204 }),
    });
    document.cookie = 'XSRF-TOKEN=xsrf-123';
    const { router } = renderApp('/admin/dashboard', testSession());

    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: /Turn Your Website Into a/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Get Started' })).toBeTruthy();
    await waitFor(() => {
      expect(api.sent('POST /api/v1/auth/logout')).toHaveLength(1);
    });
    const [logout] = api.sent('POST /api/v1/auth/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(logout?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-123');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
