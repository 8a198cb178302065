// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/renderApp';
import { testProject } from '../../testing/test-projects';
import { testSession, testUser } from '../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function step(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

describe('agent set-up wizard', () => {
  it('creates a new agent from its basic details, then moves to /update on Customizations', async () => {
    const api = fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'POST /api/v1/projects': () =>
        Response.json(testProject({ id: 'p7', name: 'Support bot' }), { status: 201 }),
      'GET /api/v1/projects/p7': () => Response.json(testProject({ id: 'p7', name: 'Support bot' })),
    });
    const { router } = renderApp('/admin/projects/setup', testSession());

    await screen.findByLabelText('Project Name');
    expect(step('Basic Details').hasAttribute('disabled')).toBe(false);
    expect(step('Customizations').hasAttribute('disabled')).toBe(true);
    expect(step('Deploy').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Project name is required.')).toBeTruthy();
    expect(api.sent('POST /api/v1/projects')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: ' Support bot ' } });
    fireEvent.change(screen.getByLabelText('Description'), {
      target: { value: 'Answers support questions' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/projects/p7/update');
    });
    expect(await screen.findByRole('heading', { name: 'Customizations' })).toBeTruthy();
    expect(screen.getByLabelText('Agent Name')).toBeTruthy();
    expect(step('Customizations').getAttribute('aria-current')).toBe('step');
    expect(step('Deploy').hasAttribute('disabled')).toBe(false);
    expect(await api.sent('POST /api/v1/projects')[0]?.json()).toEqual({
      name: 'Support bot',
      description: 'Answers support questions',
    });
  });

  it('shows the plan-limit refusal on the first step', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'POST /api/v1/projects': () =>
        errorResponse(403, 'You have reached the maximum allowed projects for your plan.'),
    });
    renderApp('/admin/projects/setup', testSession());
    fireEvent.change(await screen.findByLabelText('Project Name'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have reached the maximum allowed projects for your plan.',
    );
  });

  it('opens every step of an existing agent; saving the customisation moves to Deploy', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/projects/p1': () => Response.json(testProject()),
      'PUT /api/v1/projects/p1': () => Response.json(testProject()),
    });
    renderApp('/admin/projects/p1/update', testSession());

    expect((await screen.findByLabelText<HTMLInputElement>('Project Name')).value).toBe('acme.test');
    expect(step('Deploy').hasAttribute('disabled')).toBe(false);

    fireEvent.click(step('Customizations'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('Embed code')).toBeTruthy();
    expect(step('Deploy').getAttribute('aria-current')).toBe('step');
  });

  it('goes to the creation screen when the agent cannot be loaded', async () => {
    fakeApi({
      'GET /api/v1/auth/current-user': () => Response.json(testUser),
      'GET /api/v1/projects/gone': () => errorResponse(404, 'Project not found'),
    });
    const { router } = renderApp('/admin/projects/gone/update', testSession());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/projects/create');
    });
  });
});
