// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/renderApp';
import { testProject } from '../../../testing/test-projects';
import { testSession, testUser } from '../../../testing/test-session';
import type { Project, ProjectPatch } from '../projects.types';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDeploy(project: Project = testProject(), refuse?: string) {
  const sent: ProjectPatch[] = [];
  let current = project;
  fakeApi({
    'GET /api/v1/auth/current-user': () => Response.json(testUser),
    'GET /api/v1/projects/p1': () => Response.json(current),
    'PUT /api/v1/projects/p1': async (request) => {
      const patch = (await request.clone().json()) as ProjectPatch;
      sent.push(patch);
      if (refuse !== undefined) return errorResponse(400, refuse);
      const { allowed_hosts = current.allowed_hosts, allow_localhost = current.allow_localhost } = patch;
      current = { ...current, allowed_hosts, allow_localhost };
      return Response.json(current);
    },
  });
  renderApp('/admin/projects/p1/deploy', testSession());
  return { sent };
}

const list = () => within(screen.getByRole('list', { name: 'Allowed websites' }));

describe('allowed websites on the Deploy tab', () => {
  it("lists the agent's websites next to the embed code", async () => {
    openDeploy();
    await screen.findByRole('heading', { name: 'Allowed websites' });
    expect(screen.getByLabelText('Embed code')).toBeTruthy();
    expect(
      list()
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')?.textContent),
    ).toEqual(['acme.test', '*.acme.test']);
    expect(list().getByText('(every subdomain of acme.test)')).toBeTruthy();
  });

  it('adds a pasted address as its host, sending the whole list', async () => {
    const { sent } = openDeploy();
    fireEvent.change(await screen.findByLabelText('Add a website'), {
      target: { value: 'https://Staging.Acme.test:8080/help' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add website' }));
    await waitFor(() => {
      expect(list().getByText('staging.acme.test:8080')).toBeTruthy();
    });
    expect(sent).toEqual([{ allowed_hosts: ['acme.test', '*.acme.test', 'staging.acme.test:8080'] }]);
  });

  it('removes a website, and says when none is left that any website can show the chat', async () => {
    const { sent } = openDeploy(testProject({ allowed_hosts: ['acme.test'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove acme.test' }));
    expect(
      (
        await screen.findByText(
          'No website is listed, so any website can show this chat. Add yours to keep it there.',
        )
      ).textContent,
    ).toBeTruthy();
    expect(sent).toEqual([{ allowed_hosts: [] }]);
  });

  it("shows the server's reason when it refuses an entry", async () => {
    openDeploy(testProject(), '“*” is not a website address.');
    fireEvent.change(await screen.findByLabelText('Add a website'), { target: { value: '*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add website' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“*” is not a website address.');
    expect(screen.getByLabelText('Add a website').getAttribute('aria-invalid')).toBe('true');
  });

  it('switches testing on localhost on and off', async () => {
    const { sent } = openDeploy();
    const toggle = () =>
      screen.getByRole<HTMLInputElement>('checkbox', { name: /Allow testing on localhost/ });
    await screen.findByRole('checkbox', { name: /Allow testing on localhost/ });
    expect(toggle().checked).toBe(false);
    fireEvent.click(toggle());
    await waitFor(() => {
      expect(toggle().checked).toBe(true);
    });
    expect(sent).toEqual([{ allow_localhost: true }]);
  });
});
