// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testLoginResponse, testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openPassword(change: FakeRoute = () => Response.json(testLoginResponse())) {
  const api = fakeApi({
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    'POST /api/v1/auth/change-password': change,
  });
  return { api, ...renderApp('/admin/user/password', testSession()) };
}

async function fill(current: string, next: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password', () => {
  it('refuses a confirmation that differs, and a short password', async () => {
    const { api } = openPassword();
    await fill('old-secret', 'abc', 'abd');

    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeTruthy();
    expect(api.sent('POST /api/v1/auth/change-password')).toHaveLength(0);
  });

  it('changes it and carries on with the new token, stored like sign-in stores it', async () => {
    const { api } = openPassword();
    await fill('old-secret', 'new-secret', 'new-secret');

    expect(await screen.findByText('Password changed. Other sessions were signed out.')).toBeTruthy();
    expect(await api.sent('POST /api/v1/auth/change-password')[0]?.json()).toEqual({
      current_password: 'old-secret',
      new_password: 'new-secret',
    });
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe('');
  });

  it("shows the server's refusal on the field it names", async () => {
    openPassword(() =>
      Response.json(
        {
          detail: 'Current password is incorrect.',
          code: 'INVALID',
          request_id: 'r',
          field: 'current_password',
        },
        { status: 400 },
      ),
    );
    await fill('wrong', 'new-secret', 'new-secret');

    await waitFor(() => {
      expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getByText('Current password is incorrect.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('token-1');
  });
});
