// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function tile(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('dashboard', () => {
  it("shows billing's usage bars for the cycle, with the notice at the limit leading to the plan page", async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/users/analytics': () =>
        Response.json({
          total_projects: 1,
          total_sessions: 0,
          total_responses: 0,
          total_active_sessions: 0,
          recent_activity: [],
        }),
      'GET /api/v1/payment/subscriptions/current': () =>
        Response.json({
          plan: 'FREE',
          account_type: 'FREE',
          billing_cycle: '',
          payments_configured: true,
          checkout: null,
          limits: { agents: 1, conversations_per_cycle: 100, training_sets: 100 },
          cycle_start: '2026-11-01T00:00:00Z',
          cycle_end: '2026-12-01T00:00:00Z',
          subscription: null,
          usage: {
            agents: { used: 1, limit: 1 },
            conversations: { used: 40, limit: 100 },
            training_sets: { used: 3, limit: 100 },
          },
        }),
    });
    renderApp('/admin/dashboard', testSession());
    const usage = await screen.findByRole('region', { name: 'Usage' });
    expect(within(usage).getByRole('progressbar', { name: 'Agents: 1 of 1 used' })).toBeTruthy();
    expect(
      within(usage).getByRole('progressbar', { name: 'Conversations this cycle: 40 of 100 used' }),
    ).toBeTruthy();
    expect(within(usage).getByRole('progressbar', { name: 'Training sets: 3 of 100 used' })).toBeTruthy();
    const notice = within(usage).getByRole('alert');
    expect(notice.textContent).toContain('Agents: 1 of 1 used, the limit of your plan.');
    expect(within(notice).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/admin/user/plan',
    );
  });

  it('shows the four totals and the recent activity with relative times', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/users/analytics': () =>
        Response.json({
          total_projects: 3,
          total_sessions: 1520,
          total_responses: 8800,
          total_active_sessions: 4,
          recent_activity: [
            {
              message: 'New agent acme.test',
              action: 'Created',
              timestamp: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
            },
          ],
        }),
    });
    renderApp('/admin/dashboard', testSession());

    const table = await screen.findByRole('table');
    expect(tile('Total Sessions')).toBe('1,520');
    expect(tile('Active Sessions')).toBe('4');
    expect(tile('Total Responses')).toBe('8,800');
    expect(tile('Chatbots')).toBe('3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Message', 'Action', 'Time']);
    const [message, action, time] = within(table).getAllByRole('cell');
    expect(message?.textContent).toMatch(/^New agent acme\.test/);
    expect(action?.textContent).toBe('Created');
    expect(time?.textContent).toBe('5 minutes ago');
  });

  it("marks declined and flagged questions and opens a question's conversation from its row", async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/users/analytics': () =>
        Response.json({
          total_projects: 1,
          total_sessions: 2,
          total_responses: 2,
          total_active_sessions: 1,
          recent_activity: [
            {
              message: 'I want to talk to a human',
              action: 'Needs attention',
              timestamp: new Date().toISOString(),
              project_id: 'p1',
              session_id: 's-human',
            },
            {
              message: 'Do you sell garden furniture?',
              action: 'Declined',
              timestamp: new Date().toISOString(),
              project_id: 'p1',
              session_id: 's-declined',
            },
          ],
        }),
    });
    renderApp('/admin/dashboard', testSession());

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Declined').className).toContain('badge-warning');
    expect(within(table).getByText('Needs attention').className).toContain('badge-error');
    expect(
      within(table).getByRole('link', { name: 'Do you sell garden furniture?' }).getAttribute('href'),
    ).toBe('/admin/projects/p1/conversations?session=s-declined');
    expect(screen.getByText('A message in the last 30 minutes')).toBeTruthy();
  });

  it("says 'No recent activity yet' when nothing has happened", async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/users/analytics': () =>
        Response.json({
          total_projects: 0,
          total_sessions: 0,
          total_responses: 0,
          total_active_sessions: 0,
          recent_activity: [],
        }),
    });
    renderApp('/admin/dashboard', testSession());
    expect(await screen.findByText('No recent activity yet')).toBeTruthy();
    expect(tile('Chatbots')).toBe('0');
  });

  it('just stops loading when the figures cannot be had', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/users/analytics': () => errorResponse(500, 'Analytics are down'),
    });
    renderApp('/admin/dashboard', testSession());
    await screen.findByText('Total Sessions');
    expect(tile('Total Sessions')).toBe('—');
    expect(screen.queryByText('Analytics are down')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  const withUsage = (usage: Record<string, unknown>) => ({
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    'GET /api/v1/users/analytics': () =>
      Response.json({
        total_projects: 1,
        total_sessions: 90,
        total_responses: 90,
        total_active_sessions: 0,
        recent_activity: [],
        conversation_usage: usage,
      }),
  });

  it("warns the owner, with the numbers, once 80 % of the billing cycle's conversations are used", async () => {
    fakeApi(
      withUsage({
        month: '2026-11',
        used: 85,
        limit: 100,
        notices: [{ threshold: 80, used: 80, limit: 100, created_at: '2026-11-20T10:00:00Z' }],
      }),
    );
    renderApp('/admin/dashboard', testSession());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("used 80% of this billing cycle's conversations");
    expect(notice.textContent).toContain('85 of 100 conversations used');
  });

  it("tells the owner when the billing cycle's conversations are all used", async () => {
    fakeApi(
      withUsage({
        month: '2026-11',
        used: 100,
        limit: 100,
        notices: [
          { threshold: 100, used: 100, limit: 100, created_at: '2026-11-25T10:00:00Z' },
          { threshold: 80, used: 80, limit: 100, created_at: '2026-11-20T10:00:00Z' },
        ],
      }),
    );
    renderApp('/admin/dashboard', testSession());
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain("used all of this billing cycle's conversations");
    expect(notice.textContent).toContain('100 of 100 conversations used');
  });

  it('shows no notice below 80 %', async () => {
    fakeApi(withUsage({ month: '2026-11', used: 79, limit: 100, notices: [] }));
    renderApp('/admin/dashboard', testSession());
    await screen.findByText('No recent activity yet');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
