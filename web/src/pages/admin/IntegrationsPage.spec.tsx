// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_CONFIGURED, NOT_CONFIGURED_HELP } from '../../modules/integrations/integrations-messages';
import { openMetaDialog } from '../../modules/integrations/open-meta-dialog';
import { takePendingConnection } from '../../modules/integrations/pending-connection.storage';
import { testCatalogue } from '../../modules/integrations/test-integrations';
import type { Project } from '../../modules/projects/projects.types';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, pagedList, type FakeRoute } from '../../testing/fake-api';
import { currentUrl } from '../../testing/renderApp';
import { openSignedIn } from '../../testing/signed-in-app';
import { testProject } from '../../testing/test-projects';

vi.mock('../../modules/integrations/open-meta-dialog', () => ({ openMetaDialog: vi.fn() }));

cleanUpAfterEachTest();
beforeEach(() => {
  vi.mocked(openMetaDialog).mockClear();
  sessionStorage.clear();
});

const acme = testProject({ id: 'p1', name: 'Acme Helper' });
const beta = testProject({ id: 'p2', name: 'Beta Bot' });

function open(path: string, catalogue: FakeRoute, agents: Project[] = [acme, beta], more = {}) {
  return openSignedIn(path, {
    'GET /api/v1/projects': pagedList(() => agents),
    'GET /api/v1/projects/p1': () => Response.json(acme),
    'GET /api/v1/projects/p2': () => Response.json(beta),
    'GET /api/v1/integrations/catalogue': catalogue,
    ...more,
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the integrations page', () => {
  it('asks an owner without agents to create one first', async () => {
    open('/admin/integrations', () => Response.json(testCatalogue({ planAllows: true })), []);
    expect(await screen.findByText('Create an agent first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Agent' }).getAttribute('href')).toBe(
      '/admin/projects/create',
    );
  });

  it("opens on the first agent, and the selector shows another agent's integrations", async () => {
    const { api, router } = open('/admin/integrations', (request) =>
      Response.json(
        testCatalogue({
          planAllows: true,
          whatsappId: new URL(request.url).searchParams.get('project_id') === 'p2' ? 'i-2' : null,
        }),
      ),
    );
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/integrations/p1');
    });
    await screen.findByRole('region', { name: 'WhatsApp' });
    expect(within(card('WhatsApp')).getByRole('button', { name: 'Connect' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Agent'), { target: { value: 'p2' } });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/integrations/p2');
    });
    await waitFor(() => {
      expect(within(card('WhatsApp')).getByText('Connected')).toBeTruthy();
    });
    expect(within(card('WhatsApp')).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/admin/integrations/p2/whatsapp/i-2',
    );
    expect(api.sent('GET /api/v1/integrations/catalogue').map((r) => new URL(r.url).search)).toEqual([
      '?project_id=p1',
      '?project_id=p2',
    ]);
  });

  it('locks every card for a plan without integrations, with the way to the Pro plan', async () => {
    open('/admin/integrations/p1', () => Response.json(testCatalogue({ planAllows: false })));
    await screen.findByRole('region', { name: 'WhatsApp' });
    for (const name of ['WhatsApp', 'Slack', 'Salesforce', 'HubSpot', 'Google Sheets']) {
      const region = card(name);
      expect(within(region).getByRole('img', { name: 'Locked' })).toBeTruthy();
      expect(within(region).getByText('Available on Pro plan onwards')).toBeTruthy();
      expect(within(region).getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
        '/admin/user/plan',
      );
      expect(within(region).queryByRole('button', { name: 'Connect' })).toBeNull();
    }
  });

  it('keeps a connection made on a higher plan reachable after a downgrade, so it can be removed', async () => {
    open('/admin/integrations/p1', () =>
      Response.json(testCatalogue({ planAllows: false, whatsappId: 'i-1' })),
    );
    await screen.findByRole('region', { name: 'WhatsApp' });
    expect(within(card('WhatsApp')).getByText('Available on Pro plan onwards')).toBeTruthy();
    expect(within(card('WhatsApp')).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/admin/integrations/p1/whatsapp/i-1',
    );
    expect(within(card('Slack')).queryByRole('link', { name: 'View' })).toBeNull();
  });

  it('says an integration SiteSage does not offer yet is coming soon', async () => {
    open('/admin/integrations/p1', () => Response.json(testCatalogue({ planAllows: true })));
    await screen.findByRole('region', { name: 'HubSpot' });
    fireEvent.click(within(card('HubSpot')).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('HubSpot integration coming soon!')).toBeTruthy();
  });

  it("opens Meta's dialog for the agent and remembers in this tab which agent it was for", async () => {
    const dialog = 'https://meta.test/v21.0/dialog/oauth?client_id=1&state=abcState123';
    const { api } = open(
      '/admin/integrations/p1',
      () => Response.json(testCatalogue({ planAllows: true })),
      undefined,
      {
        'POST /api/v1/integrations/whatsapp/connect': () =>
          Response.json({ dialog_url: dialog, expires_at: '2026-11-26T12:00:00Z' }),
      },
    );
    await screen.findByRole('region', { name: 'WhatsApp' });
    fireEvent.click(within(card('WhatsApp')).getByRole('button', { name: 'Connect' }));
    await waitFor(() => {
      expect(openMetaDialog).toHaveBeenCalledWith(dialog);
    });
    expect(await api.sent('POST /api/v1/integrations/whatsapp/connect')[0]?.json()).toEqual({
      project_id: 'p1',
    });
    expect(takePendingConnection('another-state')).toBeNull();
    expect(takePendingConnection('abcState123')).toBe('p1');
  });

  it('says plainly when this installation has no WhatsApp app', async () => {
    open(
      '/admin/integrations/p1',
      () => Response.json(testCatalogue({ planAllows: true, configured: false })),
      undefined,
      {
        'POST /api/v1/integrations/whatsapp/connect': () => errorResponse(409, NOT_CONFIGURED),
      },
    );
    await screen.findByRole('region', { name: 'WhatsApp' });
    fireEvent.click(within(card('WhatsApp')).getByRole('button', { name: 'Connect' }));
    const alert = await within(card('WhatsApp')).findByRole('alert');
    expect(alert.textContent).toContain(NOT_CONFIGURED);
    expect(alert.textContent).toContain(NOT_CONFIGURED_HELP);
    expect(openMetaDialog).not.toHaveBeenCalled();
  });
});
