// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi, type FakeRoute } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/renderApp';
import { testProject } from '../../../testing/test-projects';
import { testSession, testUser } from '../../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A response the test releases by hand, to look at the checklist in between. */
function held(response: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route: FakeRoute = async () => {
    await gate;
    return response();
  };
  return {
    route,
    release: () => {
      release();
    },
  };
}

function openCreate(routes: Record<string, FakeRoute>) {
  const api = fakeApi({ 'GET /api/v1/auth/current-user': () => Response.json(testUser), ...routes });
  const app = renderApp('/admin/projects/create', testSession());
  return { api, ...app };
}

async function submit(address: string) {
  fireEvent.change(await screen.findByLabelText('Website URL'), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Agent' }));
}

function stepState(label: string): string {
  const list = screen.getByRole('list', { name: 'Agent creation progress' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent.startsWith(label));
  return item?.textContent.slice(label.length) ?? 'missing';
}

describe('create an agent from a website address', () => {
  it('asks for a real website address before calling anything', async () => {
    const { api } = openCreate({});
    const field = await screen.findByLabelText('Website URL');
    expect(field.getAttribute('placeholder')).toBe('https://www.example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Create Agent' }));
    expect(await screen.findByText('Website URL is required.')).toBeTruthy();

    await submit('intranet');
    expect(await screen.findByText('Invalid URL. Please enter a valid website URL.')).toBeTruthy();
    expect(api.sent('POST /api/v1/projects')).toHaveLength(0);
  });

  it('walks the checklist; a failed UI review still advances; training is honestly unavailable', async () => {
    const created = held(() => Response.json(testProject({ id: 'p9', name: 'acme.test' }), { status: 201 }));
    const magic = held(() => errorResponse(502, 'Upstream unavailable'));
    const { api } = openCreate({
      'POST /api/v1/projects': created.route,
      'POST /api/v1/projects/p9/create-magic-ui': magic.route,
    });

    await submit('www.acme.test');
    await waitFor(() => {
      expect(stepState('Preparing Agent')).toBe(' — in progress');
    });
    expect(stepState('Customizing UI for Agent')).toBe(' — waiting');

    created.release();
    await waitFor(() => {
      expect(stepState('Customizing UI for Agent')).toBe(' — in progress');
    });
    expect(stepState('Preparing Agent')).toBe(' — done');
    expect(await api.sent('POST /api/v1/projects')[0]?.json()).toEqual({
      name: 'acme.test',
      description: '',
      site_url: 'https://www.acme.test/',
    });

    magic.release();
    expect(await screen.findByRole('heading', { name: 'Your agent is ready' })).toBeTruthy();
    expect(stepState('Customizing UI for Agent')).toBe(' — done');
    expect(stepState('Reviewing your website')).toMatch(/^ — skipped.*could not review your website/);
    expect(stepState('Initiating training')).toBe(
      ' — not available yetTraining is not available yet — you can customise and deploy your agent now, and add training sources once training launches.',
    );
    expect(await api.sent('POST /api/v1/projects/p9/create-magic-ui')[0]?.json()).toEqual({
      url: 'https://www.acme.test/',
    });

    expect(screen.getByRole('link', { name: 'Customize your agent' }).getAttribute('href')).toBe(
      '/admin/projects/p9/customize',
    );
    expect(screen.getByRole('link', { name: 'Agent settings' }).getAttribute('href')).toBe(
      '/admin/projects/p9/update',
    );
  });

  it('shows what the site review found', async () => {
    openCreate({
      'POST /api/v1/projects': () => Response.json(testProject({ id: 'p9' }), { status: 201 }),
      'POST /api/v1/projects/p9/create-magic-ui': () =>
        Response.json({
          project: testProject({ id: 'p9' }),
          site_reviewed: true,
          note: 'Colours taken from your site’s theme colour.',
        }),
    });
    await submit('https://acme.test');

    await screen.findByRole('heading', { name: 'Your agent is ready' });
    expect(stepState('Reviewing your website')).toBe(' — doneColours taken from your site’s theme colour.');
  });

  it('returns to the form with the server’s reason when the agent cannot be created', async () => {
    openCreate({
      'POST /api/v1/projects': () =>
        errorResponse(403, 'You have reached the maximum allowed projects for your plan.'),
    });
    await submit('acme.test');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have reached the maximum allowed projects for your plan.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Website URL').value).toBe('acme.test');
    // …and as a toast.
    expect(screen.getAllByText('You have reached the maximum allowed projects for your plan.')).toHaveLength(
      2,
    );
  });

  it('puts a refused address on the URL field', async () => {
    openCreate({
      'POST /api/v1/projects': () =>
        Response.json(
          { detail: 'Blocked domain: facebook.com', code: 'INVALID', request_id: 'r', field: 'site_url' },
          { status: 400 },
        ),
    });
    await submit('https://www.facebook.com');

    await waitFor(() => {
      expect(screen.getByLabelText('Website URL').getAttribute('aria-invalid')).toBe('true');
    });
    const described = screen.getByLabelText('Website URL').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Blocked domain: facebook.com');
  });
});
