// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testKnowledgeBase, testResource } from '../../modules/training/test-training';
import type { Resource } from '../../modules/training/training.types';
import { cleanUpAfterEachTest } from '../../testing/dom-test-cleanup';
import { errorResponse, pagedList, pagedListHolding, type FakeRoute } from '../../testing/fake-api';
import { currentUrl } from '../../testing/renderApp';
import { openSignedIn } from '../../testing/signed-in-app';
import { cellTexts, deleteRow, tableRow } from '../../testing/table-rows';

cleanUpAfterEachTest();

const SOURCES = 'GET /api/v1/knowledgebase/kb1/resource';

function openSources(routes: Record<string, FakeRoute>) {
  const set = { 'GET /api/v1/knowledgebase/get/kb1': () => Response.json(testKnowledgeBase()) };
  return openSignedIn('/admin/projects/p1/training/kb1', { ...set, ...routes });
}

const table = () => screen.findByRole('table', { name: 'Sources' });
const rowOf = (text: string) => tableRow('Sources', text);

function sources(count: number): Resource[] {
  return Array.from({ length: count }, (_, index) =>
    testResource({
      id: `r${index + 1}`,
      url: `https://www.acme.test/p${index + 1}`,
      indexed_title: `Page ${index + 1}`,
    }),
  );
}

/** The server's side of `initial`: listed 10 a page, each of them gone once deleted. */
function deletableSources(initial: Resource[]): Record<string, FakeRoute> {
  let all = initial;
  const deletes = initial.map((source): [string, FakeRoute] => [
    `DELETE /api/v1/knowledgebase/kb1/resource/${source.id}`,
    () => {
      all = all.filter((kept) => kept.id !== source.id);
      return new Response(null, { status: 204 });
    },
  ]);
  return { [SOURCES]: pagedList(() => all), ...Object.fromEntries(deletes) };
}

/** The page buttons of the pager, as shown: numbers and '…'. */
function pagerItems(): string[] {
  const pager = screen.getByRole('navigation', { name: 'Sources pages' });
  return Array.from(pager.querySelectorAll('.join-item'))
    .map((item) => item.textContent)
    .filter((text) => text !== 'Previous' && text !== 'Next');
}

describe('training sources', () => {
  it('shows the set and each source, with the actions that fit it', async () => {
    openSources({
      [SOURCES]: pagedList(() => [
        testResource(),
        testResource({
          id: 'r2',
          url: 'https://www.acme.test/gone',
          indexed_title: '',
          status: 'Failed',
          reason: 'The page answered 404.',
          reason_code: 'http_not_found',
        }),
        testResource({
          id: 'r4',
          url: 'https://www.acme.test/slow',
          indexed_title: '',
          status: 'Failed',
          reason: 'Timed out.',
          reason_code: 'network',
          retryable: true,
        }),
        testResource({
          id: 'r3',
          type: 'FILE',
          url: 'menu.pdf',
          file_name: 'menu.pdf',
          file_size: 3 * 1024 * 1024,
          indexed_title: 'Menu',
          status: 'Processing',
        }),
      ]),
    });
    await table();
    expect(screen.getByRole('heading', { name: 'www.acme.test' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      '/admin/projects/p1/training',
    );

    const page = rowOf('About Acme');
    const link = within(page).getByRole('link', { name: 'https://www.acme.test/about' });
    expect(link.getAttribute('href')).toBe('https://www.acme.test/about');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(page).getByText('Completed').className).toContain('badge-success');
    expect(within(page).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(page).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(page).getByRole('button', { name: 'Delete' })).toBeTruthy();

    // A missing page is not retried (another try gets the same 404); a time-out may be.
    const failed = rowOf('The page answered 404.');
    expect(within(failed).getByText('Failed').className).toContain('badge-error');
    expect(within(failed).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(rowOf('Timed out.')).getByRole('button', { name: 'Retry' })).toBeTruthy();

    const file = rowOf('Menu');
    expect(within(file).getByText('menu.pdf')).toBeTruthy();
    expect(within(file).queryByRole('link')).toBeNull();
    expect(within(file).getByText('Processing')).toBeTruthy();
    expect(within(file).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(file).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('retries a failed source', async () => {
    let all = [
      testResource({ status: 'Failed', reason: 'Timed out.', reason_code: 'network', retryable: true }),
    ];
    const { api } = openSources({
      [SOURCES]: pagedList(() => all),
      'POST /api/v1/knowledgebase/kb1/resource/r1/retry': () => {
        all = [testResource({ status: 'Processing' })];
        return Response.json(all[0]);
      },
    });
    await table();
    fireEvent.click(within(rowOf('Timed out.')).getByRole('button', { name: 'Retry' }));

    await waitFor(() => {
      expect(within(rowOf('About Acme')).getByText('Processing')).toBeTruthy();
    });
    expect(await api.sent('POST /api/v1/knowledgebase/kb1/resource/r1/retry')[0]?.json()).toEqual({});
  });

  it('opens a file download in a new tab', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    openSources({
      [SOURCES]: pagedList(() => [testResource({ type: 'FILE', url: 'menu.pdf', file_name: 'menu.pdf' })]),
      'GET /api/v1/knowledgebase/kb1/resource/r1/download': () =>
        Response.json({ url: 'https://files.acme.test/menu.pdf?t=1', expires_at: '2025-01-01T11:00:00Z' }),
    });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    await waitFor(() => {
      expect(opened).toHaveBeenCalledWith('https://files.acme.test/menu.pdf?t=1', '_blank', 'noopener');
    });
  });

  it('deletes a source after confirmation', async () => {
    openSources(deletableSources(sources(2)));
    await table();
    deleteRow(rowOf('Page 1'), 'Delete Source?');

    expect(await screen.findByText('Training source deleted successfully!')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByText('Page 1')).toBeNull();
    });
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('shows the page before once the last source of a later page is deleted', async () => {
    openSources(deletableSources(sources(11)));
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Page 11');
    deleteRow(rowOf('Page 11'), 'Delete Source?');

    expect(await screen.findByText('Page 10')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No Sources Found' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Sources pages' })).toBeNull();
  });

  it("says 'Can not delete Training source!' when deleting fails", async () => {
    openSources({
      [SOURCES]: pagedList(() => sources(1)),
      'DELETE /api/v1/knowledgebase/kb1/resource/r1': () => errorResponse(500, 'Nope'),
    });
    await table();
    deleteRow(rowOf('Page 1'), 'Delete Source?');

    expect(await screen.findByText('Can not delete Training source!')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
  });

  it('shows every page number up to 7 pages, else a window of 3 with ellipses', async () => {
    openSources({ [SOURCES]: pagedList(() => sources(70)) });
    await table();
    expect(pagerItems()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    cleanup();

    const { api } = openSources({ [SOURCES]: pagedList(() => sources(120)) });
    await table();
    expect(pagerItems()).toEqual(['1', '2', '3', '4', '…', '12']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await screen.findByText('Page 31');
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Page 41');
    expect(pagerItems()).toEqual(['1', '…', '4', '5', '6', '…', '12']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    const offsets = api.sent(SOURCES).map((request) => new URL(request.url).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '30', '40']);
  });

  it('keeps every part of a row in its own cell, so a phone can stack them as a list item', async () => {
    const long = 'https://www.acme.test/collections/outdoor-gear/products/trail-runner-2000-waterproof-boots';
    openSources({
      [SOURCES]: pagedList(() => [
        testResource({ url: long, indexed_title: '', status: 'Failed', reason: 'The page answered 404.' }),
      ]),
    });
    await table();
    const row = rowOf('The page answered 404.');

    expect(cellTexts(row)).toEqual(['URL', long, '—', 'FailedThe page answered 404.', 'Delete']);
    const link = within(row).getByRole('link', { name: long });
    // Cut short on one line in a table: the whole address is in the tooltip.
    expect(link.getAttribute('title')).toBe(long);
    // Coloured as a link, not plain text.
    expect(link.className).toContain('link-primary');
  });

  it('does not let the rows of the page before be acted on while the next page loads', async () => {
    const list = pagedListHolding(() => sources(15), 10);
    openSources({ [SOURCES]: list.route });
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Loading page 2…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const sourcesTable = screen.getByRole('table', { name: 'Sources' });
    expect(sourcesTable.getAttribute('aria-busy')).toBe('true');
    const oldRow = rowOf('Page 1');
    expect(oldRow.closest('[inert]')).not.toBeNull();
    expect(within(oldRow).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(oldRow).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Source?' })).toBeNull();

    list.answer();
    expect(await screen.findByText('Page 11')).toBeTruthy();
    expect(screen.queryByText('Page 1')).toBeNull();
    expect(screen.queryByText('Loading page 2…')).toBeNull();
    expect(screen.getByRole('table', { name: 'Sources' }).getAttribute('aria-busy')).toBe('false');
    expect(within(rowOf('Page 11')).getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("says 'No Sources Found' when the set has none", async () => {
    openSources({ [SOURCES]: pagedList(() => []) });
    expect(await screen.findByRole('heading', { name: 'No Sources Found' })).toBeTruthy();
  });

  it('leaves for the agents list when the training set does not exist', async () => {
    const { router } = openSources({
      'GET /api/v1/knowledgebase/get/kb1': () => errorResponse(404, 'Training set not found'),
      [SOURCES]: pagedList(() => []),
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/admin/projects');
    });
    expect(await screen.findByText('Training set not found')).toBeTruthy();
  });
  it('filters on the server by status, failure reason and words, and groups failures by reason', async () => {
    const groups = [
      { reason_code: 'http_not_found', count: 98, retryable: false },
      { reason_code: 'network', count: 3, retryable: true },
      { reason_code: 'robots_txt', count: 1, retryable: false },
    ];
    const { api, router } = openSources({
      [SOURCES]: (request) => {
        const params = new URL(request.url).searchParams;
        const rows =
          params.get('status') === 'Failed'
            ? [testResource({ id: 'f1', status: 'Failed', reason: 'Gone' })]
            : sources(3);
        return Response.json({ data: rows, total: rows.length, failure_groups: groups });
      },
      'POST /api/v1/knowledgebase/kb1/retry-failed': () =>
        Response.json({ retried: 3, knowledge_base: testKnowledgeBase() }),
    });
    await table();
    const summary = screen.getByRole('region', { name: '102 failed sources by reason' });
    const reasons = within(summary).getByRole('list', { name: 'Failures by reason' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Page not found (404/410)98', 'Could not connect3', 'Blocked by robots.txt1']);

    fireEvent.click(within(reasons).getByRole('button', { name: /Page not found/ }));
    await screen.findByText('Gone');
    const last = () => new URL(api.sent(SOURCES).at(-1)?.url ?? '').searchParams;
    expect(last().get('status')).toBe('Failed');
    expect(last().get('reason_code')).toBe('http_not_found');
    expect(currentUrl(router)).toContain('reason=http_not_found');

    fireEvent.change(screen.getByLabelText('Search sources'), { target: { value: 'pricing' } });
    await waitFor(() => {
      expect(last().get('search')).toBe('pricing');
    });

    // Only the retryable kinds are counted on the button, and only the set is named in the call.
    fireEvent.click(within(summary).getByRole('button', { name: 'Retry failed (3)' }));
    await screen.findByText('3 sources queued for another try');
    expect(await api.sent('POST /api/v1/knowledgebase/kb1/retry-failed')[0]?.json()).toEqual({});
  });
});
