// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testKnowledgeBase } from '../../training/test-training';
import type { KnowledgeBase } from '../../training/training.types';
import { errorResponse, fakeApi, inTurn, type FakeRoute } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/renderApp';
import { testProject } from '../../../testing/test-projects';
import { testSession, testUser } from '../../../testing/test-session';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
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

/** The website training set of agent p9, as GET knowledgebase/get/kb7 answers. */
function websiteSet(overrides: Partial<KnowledgeBase>, status = 200): Response {
  return Response.json(
    testKnowledgeBase({
      id: 'kb7',
      project_id: 'p9',
      progress: 0,
      pages_done: 0,
      pages_total: 0,
      pages_completed: 0,
      pages_failed: 0,
      ...overrides,
    }),
    { status },
  );
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

  it('walks the checklist through training; a failed UI review still advances', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created = held(() => Response.json(testProject({ id: 'p9', name: 'acme.test' }), { status: 201 }));
    const magic = held(() => errorResponse(502, 'Upstream unavailable'));
    const { api } = openCreate({
      'POST /api/v1/projects': created.route,
      'POST /api/v1/projects/p9/create-magic-ui': magic.route,
      'POST /api/v1/knowledgebase/p9': () => websiteSet({ status: 'INQUEUE' }, 201),
      'GET /api/v1/knowledgebase/get/kb7': inTurn(
        () => websiteSet({ status: 'INPROGRESS', progress: 40, pages_done: 4, pages_total: 10 }),
        () => errorResponse(502, 'Ingestion is restarting'),
        () =>
          websiteSet({
            status: 'COMPLETED',
            progress: 100,
            pages_done: 10,
            pages_total: 10,
            pages_completed: 7,
            pages_failed: 3,
          }),
      ),
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
    await waitFor(() => {
      expect(stepState('Initiating training')).toBe(
        ' — in progressLearning from your website… 40% (4 of 10 pages)',
      );
    });
    expect(stepState('Customizing UI for Agent')).toBe(' — done');
    expect(stepState('Reviewing your website')).toMatch(/^ — skipped.*could not review your website/);
    expect(
      screen.getByRole('progressbar', { name: 'Initiating training progress' }).getAttribute('value'),
    ).toBe('40');
    expect(screen.queryByRole('heading', { name: 'Your agent is ready' })).toBeNull();
    expect(await api.sent('POST /api/v1/projects/p9/create-magic-ui')[0]?.json()).toEqual({
      url: 'https://www.acme.test/',
    });
    expect(await api.sent('POST /api/v1/knowledgebase/p9')[0]?.json()).toEqual({
      project_id: 'p9',
      title: 'www.acme.test',
      url: 'https://www.acme.test/',
      type: 'WEBSITE',
    });

    // The next look fails and is simply retried 5 s later.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(stepState('Initiating training')).toBe(
      ' — in progressLearning from your website… 40% (4 of 10 pages)',
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));

    expect(await screen.findByRole('heading', { name: 'Your agent is ready' })).toBeTruthy();
    // Finished is not the same as learned: the failed pages are counted beside the learned ones.
    expect(stepState('Initiating training')).toBe(
      ' — doneLearned from 7 pages of your website. 3 pages failed — see the Training page for why.',
    );
    expect(api.sent('GET /api/v1/knowledgebase/get/kb7')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Customize your agent' }).getAttribute('href')).toBe(
      '/admin/projects/p9/customize',
    );
    expect(screen.getByRole('link', { name: 'Training sets' }).getAttribute('href')).toBe(
      '/admin/projects/p9/training',
    );
    expect(screen.getByRole('link', { name: 'Agent settings' }).getAttribute('href')).toBe(
      '/admin/projects/p9/update',
    );

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.sent('GET /api/v1/knowledgebase/get/kb7')).toHaveLength(3);
  });

  it('lets the owner go on when training fails, with the reason', async () => {
    openCreate({
      'POST /api/v1/projects': () => Response.json(testProject({ id: 'p9' }), { status: 201 }),
      'POST /api/v1/knowledgebase/p9': () => websiteSet({ status: 'INQUEUE' }, 201),
      'GET /api/v1/knowledgebase/get/kb7': () =>
        websiteSet({ status: 'FAILED', failure_reason: 'Your website did not answer.' }),
    });
    await submit('acme.test');

    expect(await screen.findByRole('heading', { name: 'Your agent is ready' })).toBeTruthy();
    expect(stepState('Initiating training')).toBe(
      ' — failedYour website did not answer. You can retrain it or add other sources from the Training page.',
    );
    expect(screen.getByRole('link', { name: 'Customize your agent' })).toBeTruthy();
  });

  it('says why training could not start, and still completes', async () => {
    openCreate({
      'POST /api/v1/projects': () => Response.json(testProject({ id: 'p9' }), { status: 201 }),
      'POST /api/v1/knowledgebase/p9': () =>
        errorResponse(403, 'You have reached the maximum number of training sets for your plan.'),
    });
    await submit('acme.test');

    expect(await screen.findByRole('heading', { name: 'Your agent is ready' })).toBeTruthy();
    expect(stepState('Initiating training')).toBe(
      ' — failedYou have reached the maximum number of training sets for your plan. You can retrain it or add other sources from the Training page.',
    );
  });

  it('shows the delay notice after 60 s of training, with a way to follow it elsewhere', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openCreate({
      'POST /api/v1/projects': () => Response.json(testProject({ id: 'p9' }), { status: 201 }),
      'POST /api/v1/knowledgebase/p9': () => websiteSet({ status: 'INQUEUE' }, 201),
      'GET /api/v1/knowledgebase/get/kb7': () => websiteSet({ status: 'INQUEUE' }),
    });
    await submit('acme.test');
    await waitFor(() => {
      expect(stepState('Initiating training')).toBe(' — in progressQueued — training starts in a moment.');
    });
    expect(screen.queryByText(/Training is taking longer than usual/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText(/Training is taking longer than usual/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Follow training on the Training page' }).getAttribute('href'),
    ).toBe('/admin/projects/p9/training');
  });

  it('shows what the site review found', async () => {
    openCreate({
      'POST /api/v1/projects': () => Response.json(testProject({ id: 'p9' }), { status: 201 }),
      'POST /api/v1/knowledgebase/p9': () => websiteSet({ status: 'INQUEUE' }, 201),
      'GET /api/v1/knowledgebase/get/kb7': () => websiteSet({ status: 'COMPLETED' }),
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
