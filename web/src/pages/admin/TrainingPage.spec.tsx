// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testKnowledgeBase } from '../../modules/training/test-training';
import type { KnowledgeBase } from '../../modules/training/training.types';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, inTurn, pagedList, pagedListHolding, type FakeRoute } from '../../testing/fake-api';
import { currentUrl } from '../../testing/renderApp';
import { openSignedIn } from '../../testing/signed-in-app';
import { cellTexts, deleteRow, tableRow } from '../../testing/table-rows';
import { testProject } from '../../testing/test-projects';

cleanUpAfterEachTest();

const LIST = 'GET /api/v1/knowledgebase/p1';

function openTraining(routes: Record<string, FakeRoute>) {
  const project = { 'GET /api/v1/projects/p1': () => Response.json(testProject()) };
  return openSignedIn('/admin/projects/p1/training', { ...project, ...routes });
}

const table = () => screen.findByRole('table', { name: 'Training sets' });
const row = (title: string) => tableRow('Training sets', title);

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Training Set' }));
  return screen.getByRole('dialog', { name: 'Add Training Set' });
}

function submitDrawer(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
}

describe('training sets list', () => {
  it("says 'No Training Sets Found' when there are none", async () => {
    openTraining({ [LIST]: pagedList(() => []) });
    expect(await screen.findByRole('heading', { name: 'No Training Sets Found' })).toBeTruthy();
    expect(screen.getByText('What acme.test learns from')).toBeTruthy();
  });

  it('shows each set with its type and state', async () => {
    openTraining({
      [LIST]: pagedList(() => [
        testKnowledgeBase({ id: 'a', title: 'queued.test', status: 'INQUEUE', progress: 0 }),
        testKnowledgeBase({
          id: 'b',
          title: 'busy.test',
          type: 'SITEMAP',
          status: 'INPROGRESS',
          progress: 42,
          pages_done: 21,
          pages_total: 50,
        }),
        testKnowledgeBase({ id: 'c', title: 'done.test' }),
        testKnowledgeBase({
          id: 'd',
          title: 'broken.test',
          status: 'FAILED',
          failure_reason: 'The site did not answer.',
        }),
      ]),
    });
    await table();

    expect(within(row('queued.test')).getByText('Queued')).toBeTruthy();
    expect(within(row('queued.test')).queryByRole('progressbar')).toBeNull();

    const busy = row('busy.test');
    expect(within(busy).getByText('Sitemap')).toBeTruthy();
    expect(within(busy).getByText('In progress')).toBeTruthy();
    expect(within(busy).getByRole('progressbar').getAttribute('value')).toBe('42');
    expect(within(busy).getByText('42%')).toBeTruthy();
    expect(within(busy).getByText('21 of 50 pages')).toBeTruthy();
    // A running set cannot be retrained yet.
    expect(within(busy).getByRole('button', { name: 'Retrain' }).hasAttribute('disabled')).toBe(true);

    const done = row('done.test');
    expect(within(done).getByText('Completed').className).toContain('badge-success');
    expect(within(done).getByRole('progressbar').getAttribute('value')).toBe('100');

    const broken = row('broken.test');
    expect(within(broken).getByText('Failed').className).toContain('badge-error');
    expect(within(broken).getByText('The site did not answer.')).toBeTruthy();

    expect(within(done).getByRole('link', { name: 'done.test' }).getAttribute('href')).toBe(
      '/admin/projects/p1/training/c',
    );
  });

  it('polls every 5 s while a set is training and stops once it has completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = (set: KnowledgeBase) => () => Response.json({ data: [set], total: 1 });
    const { api } = openTraining({
      [LIST]: inTurn(
        page(testKnowledgeBase({ status: 'INQUEUE', progress: 0 })),
        page(testKnowledgeBase({ status: 'INPROGRESS', progress: 60 })),
        page(testKnowledgeBase({ status: 'COMPLETED', progress: 100 })),
      ),
    });
    await table();
    expect(within(row('www.acme.test')).getByText('Queued')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => {
      expect(within(row('www.acme.test')).getByText('60%')).toBeTruthy();
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => {
      expect(within(row('www.acme.test')).getByText('Completed')).toBeTruthy();
    });
    expect(api.sent(LIST)).toHaveLength(3);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.sent(LIST)).toHaveLength(3);
  });

  it('pages through more than 10 sets', async () => {
    const all = Array.from({ length: 12 }, (_, index) =>
      testKnowledgeBase({ id: `kb${index + 1}`, title: `set-${index + 1}.test` }),
    );
    const { api } = openTraining({ [LIST]: pagedList(() => all) });
    await table();
    expect(screen.queryByRole('link', { name: 'set-11.test' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'set-11.test' })).toBeTruthy();
    const offsets = api.sent(LIST).map((request) => new URL(request.url).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '10']);
    expect(api.sent(LIST).every((request) => new URL(request.url).searchParams.get('limit') === '10')).toBe(
      true,
    );
  });

  it('does not let the sets of the page before be acted on while the next page loads', async () => {
    const all = Array.from({ length: 12 }, (_, index) =>
      testKnowledgeBase({ id: `kb${index + 1}`, title: `set-${index + 1}.test` }),
    );
    const list = pagedListHolding(() => all, 10);
    openTraining({ [LIST]: list.route });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Loading page 2…')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Training sets' }).getAttribute('aria-busy')).toBe('true');
    const oldRow = row('set-1.test');
    expect(oldRow.closest('[inert]')).not.toBeNull();
    for (const name of ['Retrain', 'Delete']) {
      expect(within(oldRow).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    fireEvent.click(within(oldRow).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Agent?' })).toBeNull();

    list.answer();
    expect(await screen.findByRole('link', { name: 'set-11.test' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'set-1.test' })).toBeNull();
    expect(screen.queryByText('Loading page 2…')).toBeNull();
    expect(within(row('set-11.test')).getByRole('button', { name: 'Retrain' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('keeps every part of a set in its own cell, so a phone can stack them as a list item', async () => {
    openTraining({
      [LIST]: pagedList(() => [
        testKnowledgeBase({
          status: 'FAILED',
          failure_reason: 'The site did not answer.',
          pages_total: 0,
          pages_completed: 0,
        }),
      ]),
    });
    await table();
    const set = row('www.acme.test');

    expect(cellTexts(set)).toEqual([
      'www.acme.testhttps://www.acme.test/',
      'Website',
      'FailedThe site did not answer.',
      'RetrainDelete',
    ]);
    // Coloured as a link, not plain text.
    expect(within(set).getByRole('link', { name: 'www.acme.test' }).className).toContain('link-primary');
    expect(within(set).getByText('https://www.acme.test/').getAttribute('title')).toBe(
      'https://www.acme.test/',
    );
  });

  it('retrains a set', async () => {
    let set = testKnowledgeBase();
    const { api } = openTraining({
      [LIST]: pagedList(() => [set]),
      'POST /api/v1/knowledgebase/kb1/retrain': () => {
        set = { ...set, status: 'INQUEUE', progress: 0 };
        return Response.json(set);
      },
    });
    await table();
    fireEvent.click(within(row('www.acme.test')).getByRole('button', { name: 'Retrain' }));

    await waitFor(() => {
      expect(within(row('www.acme.test')).getByText('Queued')).toBeTruthy();
    });
    expect(await api.sent('POST /api/v1/knowledgebase/kb1/retrain')[0]?.json()).toEqual({});
  });

  it('deletes a set after confirmation', async () => {
    let sets = [testKnowledgeBase(), testKnowledgeBase({ id: 'kb2', title: 'other.test' })];
    openTraining({
      [LIST]: pagedList(() => sets),
      'DELETE /api/v1/knowledgebase/kb1': () => {
        sets = sets.filter((set) => set.id !== 'kb1');
        return new Response(null, { status: 204 });
      },
    });
    await table();
    deleteRow(row('www.acme.test'), 'Delete Agent?');

    expect(await screen.findByText('Training set deleted successfully!')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'www.acme.test' })).toBeNull();
    });
    expect(screen.getByRole('link', { name: 'other.test' })).toBeTruthy();
  });

  it("says 'Can not delete Training set!' when deleting fails", async () => {
    openTraining({
      [LIST]: pagedList(() => [testKnowledgeBase()]),
      'DELETE /api/v1/knowledgebase/kb1': () => errorResponse(500, 'Nope'),
    });
    await table();
    deleteRow(row('www.acme.test'), 'Delete Agent?');

    expect(await screen.findByText('Can not delete Training set!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.acme.test' })).toBeTruthy();
  });

  it('leaves for the agents list when the agent cannot be loaded', async () => {
    const { router } = openTraining({
      'GET /api/v1/projects/p1': () => errorResponse(404, "Project 'p1' not found"),
      [LIST]: pagedList(() => []),
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/projects');
    });
  });
});

describe('add training set drawer', () => {
  it('explains what is missing for each type', async () => {
    const { api } = openTraining({ [LIST]: pagedList(() => []) });
    const drawer = await openDrawer();

    submitDrawer(drawer);
    expect(await within(drawer).findByText('No training type selected')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('radio', { name: /^Website/ }));
    expect(within(drawer).queryByText('No training type selected')).toBeNull();
    expect(within(drawer).getByText('Website URL is required.')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('radio', { name: /^Sitemap/ }));
    expect(within(drawer).getByText('Sitemap URL is required')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('radio', { name: /^URL/ }));
    expect(within(drawer).getByText('Select a parent training set')).toBeTruthy();
    expect(within(drawer).getByText('Enter at least one URL')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('radio', { name: /^File/ }));
    expect(within(drawer).getByText('Select a parent training set')).toBeTruthy();
    expect(within(drawer).getByText('Select files to upload')).toBeTruthy();

    expect(api.sent('POST /api/v1/knowledgebase/p1')).toHaveLength(0);
  });

  it('offers at most 5 URL rows', async () => {
    openTraining({ [LIST]: pagedList(() => []) });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^URL/ }));
    const add = within(drawer).getByRole('button', { name: 'Add URL' });

    for (let click = 0; click < 4; click += 1) fireEvent.click(add);
    expect(within(drawer).getAllByRole('textbox', { name: /^URL \d$/ })).toHaveLength(5);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByText('At most 5 URLs at a time.')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove URL 3' }));
    expect(within(drawer).getAllByRole('textbox', { name: /^URL \d$/ })).toHaveLength(4);
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('adds https:// to a website address and names the set after its host', async () => {
    let sets: KnowledgeBase[] = [];
    const { api } = openTraining({
      [LIST]: pagedList(() => sets),
      'POST /api/v1/knowledgebase/p1': () => {
        sets = [testKnowledgeBase({ status: 'INQUEUE', progress: 0 })];
        return Response.json(sets[0], { status: 201 });
      },
    });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^Website/ }));
    fireEvent.change(within(drawer).getByLabelText('Website URL'), { target: { value: 'www.acme.test' } });
    submitDrawer(drawer);

    expect(await screen.findByText('Training Set Submitted Successfully')).toBeTruthy();
    expect(await api.sent('POST /api/v1/knowledgebase/p1')[0]?.json()).toEqual({
      project_id: 'p1',
      title: 'www.acme.test',
      url: 'https://www.acme.test/',
      type: 'WEBSITE',
    });
    expect(screen.queryByRole('dialog', { name: 'Add Training Set' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'www.acme.test' })).toBeTruthy();
  });

  it("shows the server's reason, or 'Something went wrong', and keeps the drawer open", async () => {
    openTraining({
      [LIST]: pagedList(() => []),
      'POST /api/v1/knowledgebase/p1': inTurn(
        () => errorResponse(403, 'You have reached the maximum number of training sets for your plan.'),
        () => new Response('oops', { status: 500 }),
      ),
    });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^Sitemap/ }));
    fireEvent.change(within(drawer).getByLabelText('Sitemap URL'), {
      target: { value: 'https://acme.test/sitemap.xml' },
    });
    submitDrawer(drawer);
    expect(
      await screen.findByText('You have reached the maximum number of training sets for your plan.'),
    ).toBeTruthy();

    submitDrawer(drawer);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Training Set' })).toBeTruthy();
  });

  it('adds page URLs to the chosen parent set', async () => {
    const { api } = openTraining({
      [LIST]: pagedList(() => [testKnowledgeBase()]),
      'POST /api/v1/knowledgebase/kb1/resource': () => Response.json({ data: [] }, { status: 201 }),
    });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^URL/ }));
    await within(drawer).findByRole('option', { name: 'www.acme.test' });
    fireEvent.change(within(drawer).getByLabelText('Parent training set'), { target: { value: 'kb1' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'URL 1' }), {
      target: { value: 'acme.test/pricing' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add URL' }));
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'URL 2' }), {
      target: { value: 'https://acme.test/faq' },
    });
    submitDrawer(drawer);

    expect(await screen.findByText('Training Set Submitted Successfully')).toBeTruthy();
    expect(await api.sent('POST /api/v1/knowledgebase/kb1/resource')[0]?.json()).toEqual([
      { url: 'https://acme.test/pricing', type: 'URL' },
      { url: 'https://acme.test/faq', type: 'URL' },
    ]);
  });

  it('creates an empty parent set first when asked for a new one', async () => {
    const { api } = openTraining({
      [LIST]: pagedList(() => []),
      'POST /api/v1/knowledgebase/p1': () =>
        Response.json(testKnowledgeBase({ id: 'kb9', type: 'URL', url: '', title: 'Pricing pages' }), {
          status: 201,
        }),
      'POST /api/v1/knowledgebase/kb9/resource': () => Response.json({ data: [] }, { status: 201 }),
    });
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^URL/ }));
    fireEvent.change(within(drawer).getByLabelText('Parent training set'), { target: { value: 'new' } });
    fireEvent.change(within(drawer).getByLabelText('New training set title'), {
      target: { value: 'Pricing pages' },
    });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'URL 1' }), {
      target: { value: 'acme.test/pricing' },
    });
    submitDrawer(drawer);

    expect(await screen.findByText('Training Set Submitted Successfully')).toBeTruthy();
    expect(await api.sent('POST /api/v1/knowledgebase/p1')[0]?.json()).toEqual({
      project_id: 'p1',
      title: 'Pricing pages',
      url: '',
      type: 'URL',
    });
    expect(api.sent('POST /api/v1/knowledgebase/kb9/resource')).toHaveLength(1);
  });

  it('refuses a file of a type it cannot learn from and uploads the others', async () => {
    const { api } = openTraining({
      [LIST]: pagedList(() => [testKnowledgeBase()]),
      'POST /api/v1/knowledgebase/kb1/resource/files': () => Response.json({ data: [] }, { status: 201 }),
    });
    const appended = vi.spyOn(FormData.prototype, 'append');
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('radio', { name: /^File/ }));
    const picker = within(drawer).getByLabelText('Files');
    expect(picker.getAttribute('accept')).toBe('.pdf,.doc,.docx,.txt,.csv,.html,.xml,.htm');

    const guide = new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' });
    const tool = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    fireEvent.change(picker, { target: { files: [guide, tool] } });
    expect(within(drawer).getByText('File type not allowed: tool.exe')).toBeTruthy();
    const chosen = within(drawer).getByRole('list', { name: 'Files to upload' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('guide.pdf')]);

    await within(drawer).findByRole('option', { name: 'www.acme.test' });
    fireEvent.change(within(drawer).getByLabelText('Parent training set'), { target: { value: 'kb1' } });
    submitDrawer(drawer);

    expect(await screen.findByText('Training Set Submitted Successfully')).toBeTruthy();
    expect(api.sent('POST /api/v1/knowledgebase/kb1/resource/files')).toHaveLength(1);
    expect(
      appended.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value]),
    ).toEqual([
      ['parentId', 'kb1'],
      ['files', 'guide.pdf'],
    ]);
  });
  it('a completed set says how many pages it learned and how many failed', async () => {
    openTraining({
      [LIST]: pagedList(() => [
        testKnowledgeBase({ pages_done: 261, pages_total: 261, pages_completed: 162, pages_failed: 99 }),
      ]),
    });
    await table();
    expect(cellTexts(row('www.acme.test'))[2]).toBe('Completed100%162 pages learned · 99 failed');
  });
});
