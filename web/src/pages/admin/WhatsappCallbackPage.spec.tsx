// @vitest-environment jsdom
import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { createAppStore } from '../../app/store';
import { writeStoredSession } from '../../modules/auth/auth.storage';
import {
  AUTHORIZATION_CODE_NOT_FOUND,
  CONNECTION_FAILED,
  NO_PHONE_NUMBERS,
} from '../../modules/integrations/integrations-messages';
import { rememberPendingConnection } from '../../modules/integrations/pending-connection.storage';
import { testCatalogue, testConnected, testIntegration } from '../../modules/integrations/test-integrations';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, fakeApi, pagedList, type FakeRoute } from '../../testing/fake-api';
import { currentUrl } from '../../testing/renderApp';
import { testProject } from '../../testing/test-projects';
import { testSession, testUser } from '../../testing/test-session';

cleanUpAfterEachTest();
beforeEach(() => {
  sessionStorage.clear();
});

const acme = testProject({ id: 'p1', name: 'Acme Helper' });

/** The app as main.tsx starts it: in StrictMode, whose development double effects run here. */
function openStrict(path: string, more: Record<string, FakeRoute> = {}) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  writeStoredSession(testSession());
  const api = fakeApi({
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    'GET /api/v1/projects': pagedList(() => [acme]),
    'GET /api/v1/projects/p1': () => Response.json(acme),
    'GET /api/v1/integrations/catalogue': () =>
      Response.json(testCatalogue({ planAllows: true, whatsappId: 'i-1' })),
    ...more,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  return { api, router };
}

const started = (state: string) => {
  rememberPendingConnection(`https://meta.test/v21.0/dialog/oauth?state=${state}`, 'p1');
};

describe('the WhatsApp callback page', () => {
  it('says the authorization code is missing when Meta came back without one, and sends nothing', async () => {
    started('s-none');
    const { api } = openStrict('/admin/integrations/whatsapp/callback?error=access_denied&state=s-none');
    expect(await screen.findByText(AUTHORIZATION_CODE_NOT_FOUND)).toBeTruthy();
    expect(api.sent('POST /api/v1/integrations/whatsapp/callback')).toHaveLength(0);
  });

  it('submits the code once under StrictMode, lists the numbers and connects the one chosen', async () => {
    started('s-1');
    const { api, router } = openStrict('/admin/integrations/whatsapp/callback?code=AQcode1&state=s-1', {
      'POST /api/v1/integrations/whatsapp/callback': () => Response.json(testIntegration()),
      'PUT /api/v1/integrations/i-1/update-whatsapp-phone': () => Response.json(testConnected()),
    });
    expect(await screen.findByText('Connecting to WhatsApp...')).toBeTruthy();
    const support = await screen.findByRole('radio', { name: /\+91 98765 43210\s*Acme Support/ });
    expect(screen.getByRole('radio', { name: /\+1 555-010-0199\s*Acme Sales/ })).toBeTruthy();
    const sent = api.sent('POST /api/v1/integrations/whatsapp/callback');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ project_id: 'p1', code: 'AQcode1', state: 's-1' });

    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Selection' });
    expect(confirm.disabled).toBe(true);
    fireEvent.click(support);
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/integrations/p1');
    });
    const chosen = api.sent('PUT /api/v1/integrations/i-1/update-whatsapp-phone');
    expect(chosen).toHaveLength(1);
    expect(await chosen[0]?.json()).toMatchObject({ id: '4000000001' });
    expect(await screen.findByText('WhatsApp connected: Acme Support (+91 98765 43210).')).toBeTruthy();
    expect(api.sent('POST /api/v1/integrations/whatsapp/callback')).toHaveLength(1);
  });

  it("says the business has no phone number when Meta's account has none", async () => {
    started('s-2');
    openStrict('/admin/integrations/whatsapp/callback?code=AQcode2&state=s-2', {
      'POST /api/v1/integrations/whatsapp/callback': () => errorResponse(409, NO_PHONE_NUMBERS),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONNECTION_FAILED);
    expect(alert.textContent).toContain(NO_PHONE_NUMBERS);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('does not send a code this tab did not ask for', async () => {
    started('s-mine');
    const { api } = openStrict('/admin/integrations/whatsapp/callback?code=AQcode3&state=s-forged');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONNECTION_FAILED);
    expect(alert.textContent).toContain('not started in this browser tab');
    expect(api.sent('POST /api/v1/integrations/whatsapp/callback')).toHaveLength(0);
  });
});
