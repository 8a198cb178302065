// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REMOVED } from '../../modules/integrations/integrations-messages';
import { testConnected, testStatus } from '../../modules/integrations/test-integrations';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, type FakeRoute } from '../../testing/fake-api';
import { currentUrl } from '../../testing/renderApp';
import { openSignedIn } from '../../testing/signed-in-app';
import { testProject } from '../../testing/test-projects';

cleanUpAfterEachTest();

const acme = testProject({ id: 'p1', name: 'Acme Helper' });

function open(path: string, more: Record<string, FakeRoute> = {}) {
  let removed = false;
  const opened = openSignedIn(path, {
    'GET /api/v1/projects/p1': () => Response.json(acme),
    'GET /api/v1/integrations/whatsapp/status': () => Response.json(testStatus()),
    'GET /api/v1/integrations/i-1': () =>
      removed ? errorResponse(404, 'Integration not found') : Response.json(testConnected()),
    'GET /api/v1/integrations': () => Response.json({ data: removed ? [] : [testConnected()] }),
    'DELETE /api/v1/integrations/i-1': () => {
      removed = true;
      return new Response(null, { status: 204 });
    },
    ...more,
  });
  return opened;
}

describe('the WhatsApp integration page', () => {
  it('shows the connection: Connected, its name and number, and Connect as Already Connected', async () => {
    open('/admin/integrations/p1/whatsapp/i-1');
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText('Acme Support')).toBeTruthy();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    const connect = screen.getByRole<HTMLButtonElement>('button', { name: 'Already Connected' });
    expect(connect.disabled).toBe(true);
  });

  it('removes the connection after a confirmation that says it cannot be undone', async () => {
    const { api, router } = open('/admin/integrations/p1/whatsapp/i-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Connection' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Connection?' });
    expect(dialog.textContent).toContain('cannot be undone');
    expect(api.sent('DELETE /api/v1/integrations/i-1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Connection' }));

    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/integrations/p1/whatsapp/connect');
    });
    expect(await screen.findByText('Not Connected')).toBeTruthy();
    expect(screen.getByText(REMOVED)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Connect' }).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove Connection' })).toBeNull();
    expect(api.sent('DELETE /api/v1/integrations/i-1')).toHaveLength(1);
  });

  it('shows the plan it needs, and no Connect, to an owner whose plan has no integrations', async () => {
    open('/admin/integrations/p1/whatsapp/connect', {
      'GET /api/v1/integrations': () => Response.json({ data: [] }),
      'GET /api/v1/integrations/whatsapp/status': () => Response.json(testStatus({ plan_allows: false })),
    });
    expect(await screen.findByText('Not Connected')).toBeTruthy();
    expect(screen.getByText('Available on Pro plan onwards')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/admin/user/plan');
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
  });
});
