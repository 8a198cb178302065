// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../modules/auth/auth.types';
import { errorResponse, fakeApi, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** PUT auth/current-user as the server would answer it: the user with the change merged in. */
const mergeUser: FakeRoute = async (request) => {
  const change = (await request.clone().json()) as Partial<User>;
  return Response.json({
    ...testUser,
    ...change,
    notifications: { ...testUser.notifications!, ...change.notifications },
  });
};

function openProfile(user: User = testUser, put: FakeRoute = mergeUser) {
  const api = fakeApi({
    'GET /api/v1/auth/current-user': () => Response.json(user),
    'PUT /api/v1/auth/current-user': put,
  });
  return { api, ...renderApp('/admin/user/profile', testSession({ user })) };
}

describe('profile', () => {
  it('shows the account with the plan and, for paid plans, the billing cycle', async () => {
    openProfile();
    expect((await screen.findByLabelText<HTMLInputElement>('Full Name')).value).toBe('Asha Rao');
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+919876543210');
    expect(screen.getByText('Current Plan').nextElementSibling?.textContent).toContain('PRO');
    expect(screen.getByText('Billing Cycle').nextElementSibling?.textContent).toBe('Monthly');
    // Initials stand in for the missing picture, in the top bar and on the page.
    expect(screen.getAllByText('AR')).toHaveLength(2);
    cleanup();

    openProfile({ ...testUser, plan: 'FREE', billing_cycle: '' });
    await screen.findByLabelText('Full Name');
    expect(screen.queryByText('Billing Cycle')).toBeNull();
  });

  it('saves the full name', async () => {
    const { api } = openProfile();
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: ' Asha R. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(await api.sent('PUT /api/v1/auth/current-user')[0]?.json()).toEqual({ full_name: 'Asha R.' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ full_name: 'Asha R.' });
  });

  it('saves each notification switch on the server as soon as it changes', async () => {
    const { api } = openProfile();
    const lead = await screen.findByRole('switch', { name: 'New lead' });
    for (const name of [
      'New interaction',
      'New lead',
      'New question',
      'Contact request',
      'Plan usage alerts',
    ]) {
      expect(screen.getByRole<HTMLInputElement>('switch', { name }).checked).toBe(true);
    }

    fireEvent.click(lead);
    expect(await screen.findByText('Notification preferences saved.')).toBeTruthy();
    expect(await api.sent('PUT /api/v1/auth/current-user')[0]?.json()).toEqual({
      notifications: { new_lead: false },
    });
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'New lead' }).checked).toBe(false);
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      notifications: { new_lead: false, new_interaction: true },
    });
  });

  it('turns the plan usage alerts (80 % and 100 % of the month) off on the server', async () => {
    const { api } = openProfile();
    const alerts = await screen.findByRole('switch', {
      name: 'Plan usage alerts',
      description: "When your agents have used 80 % and 100 % of this billing cycle's conversations.",
    });

    fireEvent.click(alerts);
    expect(await screen.findByText('Notification preferences saved.')).toBeTruthy();
    expect(await api.sent('PUT /api/v1/auth/current-user')[0]?.json()).toEqual({
      notifications: { usage_alerts: false },
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      notifications: { usage_alerts: false, new_lead: true },
    });
  });

  it('puts a switch back when the server refuses the change', async () => {
    openProfile(testUser, () => errorResponse(503, 'Settings are unavailable.'));
    fireEvent.click(await screen.findByRole('switch', { name: 'Contact request' }));

    expect(await screen.findByText('Settings are unavailable.')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Contact request' }).checked).toBe(true);
    });
  });

  it('checks a picture before uploading it, then saves it as a data URL', async () => {
    const { api } = openProfile();
    const picker = await screen.findByLabelText('Upload picture');

    fireEvent.change(picker, {
      target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“me.svg” is not a PNG, JPEG, WebP or GIF image.',
    );

    const big = new File([new Uint8Array(201 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“big.png” is 201 KB; the picture must be 200 KB or smaller.',
    );
    expect(api.sent('PUT /api/v1/auth/current-user')).toHaveLength(0);

    fireEvent.change(picker, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Profile picture updated.')).toBeTruthy();
    expect(await api.sent('PUT /api/v1/auth/current-user')[0]?.json()).toEqual({
      avatar: 'data:image/png;base64,cG5n',
    });
  });

  it('goes home when the current user cannot be loaded', async () => {
    fakeApi({ 'GET /api/v1/auth/current-user': () => errorResponse(500, 'Down') });
    const { router } = renderApp('/admin/user/profile', testSession());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });
});
