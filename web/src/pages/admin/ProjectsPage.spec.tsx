// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../modules/projects/projects.types';
import { errorResponse, fakeApi, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testProject } from '../../testing/test-projects';
import { testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function agents(count: number): Project[] {
  return Array.from({ length: count }, (_, index) =>
    testProject({ id: `p${index + 1}`, project_id: `pub-${index + 1}`, name: `agent-${index + 1}.test` }),
  );
}

/** GET projects over `all`, honouring limit, offset and search like the server. */
function listing(all: Project[], planLimit: number): FakeRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const search = (params.get('search') ?? '').toLowerCase();
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 25);
    const matching = all.filter((project) => project.name.includes(search));
    return Response.json({
      data: matching.slice(offset, offset + limit),
      total: matching.length,
      plan_limit: planLimit,
    });
  };
}

function openList(routes: Record<string, FakeRoute>, path = '/admin/projects') {
  const api = fakeApi({ 'GET /api/v1/auth/current-user': () => Response.json(testUser), ...routes });
  return { api, ...renderApp(path, testSession()) };
}

describe('agents list', () => {
  it('shows each agent with its status and counts', async () => {
    openList({
      'GET /api/v1/projects': listing(
        [testProject({ status: 'pending', totalSessions: 1234, totalResponses: 5678, totalResources: 7 })],
        50,
      ),
    });
    const card = (await screen.findByRole('heading', { name: 'acme.test' })).closest('article')!;
    expect(within(card).getByText('www.acme.test')).toBeTruthy();
    expect(within(card).getByText('Pending').className).toContain('badge-warning');
    expect(within(card).getByText('Sessions').nextElementSibling?.textContent).toBe('1,234');
    expect(within(card).getByText('Responses').nextElementSibling?.textContent).toBe('5,678');
    expect(within(card).getByText('Training Sources').nextElementSibling?.textContent).toBe('7');
  });

  it('offers the agent menu', async () => {
    openList({ 'GET /api/v1/projects': listing([testProject()], 50) });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for acme.test' }));

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Customize')).toBe('/admin/projects/p1/customize');
    expect(href('Deploy')).toBe('/admin/projects/p1/deploy');
    expect(href('Training')).toBe('/admin/projects/p1/training');
    expect(href('Conversations')).toBe('/admin/projects/p1/conversations');
    const preview = screen.getByRole('link', { name: 'Preview Agent' });
    expect(preview.getAttribute('href')).toBe('/demo/pub-acme-123');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(preview.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it("says 'No Agents Found' when there are none", async () => {
    openList({ 'GET /api/v1/projects': listing([], 1) });
    expect(await screen.findByRole('heading', { name: 'No Agents Found' })).toBeTruthy();
  });

  it("shows the server's reason, or 'Failed to load projects.', when the list fails", async () => {
    openList({ 'GET /api/v1/projects': () => errorResponse(503, 'Projects are resting.') });
    expect((await screen.findByRole('alert')).textContent).toBe('Projects are resting.');
    cleanup();

    openList({ 'GET /api/v1/projects': () => new Response('oops', { status: 500 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load projects.');
  });

  it('disables Create Agent at the plan limit, with the warning', async () => {
    openList({ 'GET /api/v1/projects': listing(agents(1), 1) });
    await screen.findByRole('heading', { name: 'agent-1.test' });
    const create = screen.getByRole('button', { name: 'Create Agent' });
    expect(create.hasAttribute('disabled')).toBe(true);
    const warning = screen.getByRole('status');
    expect(warning.textContent).toBe(
      'You have reached the maximum allowed projects for your plan. Your plan includes 1 agent: upgrade your plan to add more agents.',
    );
    expect(within(warning).getByRole('link', { name: 'upgrade your plan' }).getAttribute('href')).toBe(
      '/admin/user/plan',
    );
  });

  it('lets an owner below the limit create an agent', async () => {
    const { router } = openList({ 'GET /api/v1/projects': listing(agents(1), 5) });
    await screen.findByRole('heading', { name: 'agent-1.test' });
    expect(screen.queryByText(/You have reached the maximum allowed projects/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create Agent' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/projects/create');
    });
  });

  it('shows the search box only with more than 5 agents', async () => {
    openList({ 'GET /api/v1/projects': listing(agents(5), 50) });
    await screen.findByRole('heading', { name: 'agent-5.test' });
    expect(screen.queryByRole('searchbox', { name: 'Search agents' })).toBeNull();
    cleanup();

    const { api } = openList({ 'GET /api/v1/projects': listing(agents(6), 50) });
    await screen.findByRole('heading', { name: 'agent-6.test' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search agents' }), {
      target: { value: 'agent-3' },
    });

    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'agent-1.test' })).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'agent-3.test' })).toBeTruthy();
    // Narrowed to one result, the box stays.
    expect(screen.getByRole('searchbox', { name: 'Search agents' })).toBeTruthy();
    const searched = api
      .sent('GET /api/v1/projects')
      .map((request) => new URL(request.url).searchParams.get('search'));
    expect(searched).toContain('agent-3');
  });

  it('pages through more than 25 agents', async () => {
    const { api } = openList({ 'GET /api/v1/projects': listing(agents(30), 50) });
    await screen.findByRole('heading', { name: 'agent-25.test' });
    expect(screen.queryByRole('heading', { name: 'agent-26.test' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'agent-30.test' })).toBeTruthy();
    const offsets = api
      .sent('GET /api/v1/projects')
      .map((request) => new URL(request.url).searchParams.get('offset'));
    expect(offsets).toContain('25');
  });

  it('deletes an agent after confirmation', async () => {
    let all = agents(2);
    const { api } = openList({
      'GET /api/v1/projects': (request) => listing(all, 50)(request),
      'DELETE /api/v1/projects/p1': () => {
        all = all.filter((project) => project.id !== 'p1');
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for agent-1.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Agent?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Agent deleted successfully!')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'agent-1.test' })).toBeNull();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('DELETE /api/v1/projects/p1')).toHaveLength(1);
  });

  it('keeps the agent when the dialog is cancelled', async () => {
    const { api } = openList({ 'GET /api/v1/projects': listing(agents(1), 50) });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for agent-1.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('DELETE /api/v1/projects/p1')).toHaveLength(0);
  });

  it("says 'Can not delete Agent!' when deleting fails", async () => {
    openList({
      'GET /api/v1/projects': listing(agents(1), 50),
      'DELETE /api/v1/projects/p1': () => errorResponse(500, 'Nope'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for agent-1.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Can not delete Agent!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'agent-1.test' })).toBeTruthy();
  });

  it('marks an agent paused above the plan limit and keeps it when the owner chooses it', async () => {
    let all = [
      testProject({ id: 'p1', project_id: 'pub-1', name: 'first.test' }),
      testProject({ id: 'p2', project_id: 'pub-2', name: 'second.test', paused: true }),
    ];
    const { api } = openList({
      'GET /api/v1/projects': (request) => listing(all, 1)(request),
      // The server swaps them: the chosen agent answers, the other one is paused in its place.
      'POST /api/v1/projects/p2/keep': () => {
        all = all.map((project) => ({ ...project, paused: project.id !== 'p2' }));
        return Response.json(all[1]);
      },
    });
    const second = await screen.findByRole('article', { name: 'second.test' });
    expect(within(second).getByText('Paused').className).toContain('badge-warning');
    expect(within(second).getByRole('status').textContent).toContain(
      'Nothing is deleted: its training sets and conversations stay.',
    );
    const first = screen.getByRole('article', { name: 'first.test' });
    expect(within(first).queryByText('Paused')).toBeNull();
    expect(within(first).queryByRole('button', { name: /^Keep this one/ })).toBeNull();

    fireEvent.click(within(second).getByRole('button', { name: 'Keep this one: second.test' }));

    expect(await screen.findByText('second.test answers visitors again.')).toBeTruthy();
    await waitFor(() => {
      expect(within(screen.getByRole('article', { name: 'first.test' })).queryByText('Paused')).toBeTruthy();
    });
    expect(within(screen.getByRole('article', { name: 'second.test' })).queryByText('Paused')).toBeNull();
    expect(api.sent('POST /api/v1/projects/p2/keep')).toHaveLength(1);
  });
});
