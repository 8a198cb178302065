// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../../testing/fake-api';
import { currentUrl, renderApp } from '../../testing/renderApp';
import { testLoginResponse, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSubmit(userId: string, password: string) {
  fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: userId } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in page', () => {
  it('asks for both fields and keeps Sign In disabled until they are filled', async () => {
    renderApp('/login');
    const userId = await screen.findByLabelText('User ID');
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.hasAttribute('disabled')).toBe(true);

    fireEvent.blur(userId);
    fireEvent.blur(screen.getByLabelText('Password'));
    expect(screen.getByText('User ID is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fireEvent.change(userId, { target: { value: 'U1001' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    expect(screen.queryByText('User ID is required')).toBeNull();
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's reason when sign-in is refused", async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => errorResponse(429, 'Too many attempts. Try again in 30 seconds.'),
    });
    renderApp('/login');
    await fillAndSubmit('U1001', 'wrong');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 30 seconds.',
    );
  });

  it("falls back to 'Invalid login credentials' when the server gives no reason", async () => {
    fakeApi({ 'POST /api/v1/auth/login': () => new Response('Bad gateway', { status: 502 }) });
    renderApp('/login');
    await fillAndSubmit('U1001', 'secret1');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
  });

  it('signs in, stores the session and returns to the requested page', async () => {
    const api = fakeApi({
      'POST /api/v1/auth/login': () => Response.json(testLoginResponse()),
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
    });
    const { router } = renderApp('/login?redirect=%2Fadmin%2Fprojects%3Fx%3D1%23y');
    await fillAndSubmit(' U1001 ', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Agents' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin/projects?x=1#y');
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ user_id: 'U1001' });
    expect(await api.sent('POST /api/v1/auth/login')[0]?.json()).toEqual({
      user_id: 'U1001',
      password: 'secret1',
    });
  });

  it('ignores a redirect to another site and opens the admin area instead', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => Response.json(testLoginResponse()),
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
    });
    const { router } = renderApp('/login?redirect=%2F%2Fevil.test');
    await fillAndSubmit('U1001', 'secret1');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('remembers the user ID on this device when asked to', async () => {
    fakeApi({
      'POST /api/v1/auth/login': () => Response.json(testLoginResponse()),
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
    });
    renderApp('/login');
    fireEvent.click(await screen.findByLabelText('Remember me'));
    await fillAndSubmit('U1001', 'secret1');
    await screen.findByRole('heading', { name: 'Dashboard' });
    cleanup();
    localStorage.removeItem('token');

    renderApp('/login');
    await waitFor(async () => {
      expect((await screen.findByLabelText<HTMLInputElement>('User ID')).value).toBe('U1001');
    });
    expect(screen.getByLabelText<HTMLInputElement>('Remember me').checked).toBe(true);
  });
});
