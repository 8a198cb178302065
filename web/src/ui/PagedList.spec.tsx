// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PagedList } from './PagedList';

afterEach(() => {
  cleanup();
});

type Row = { id: string };

function list(total: number, pageSize: number, extra: { error?: unknown; failedText?: string } = {}) {
  const rows: Row[] = [{ id: 'a' }];
  render(
    <PagedList<Row>
      name="Things"
      query={{ isLoading: false, error: extra.error }}
      shown={{ rows, total, stale: false }}
      pageSize={pageSize}
      page={1}
      onPageChange={() => undefined}
      failedText={extra.failedText}
      emptyTitle="No things"
      emptyText="Nothing here."
    >
      {(shown) => <p>{shown.length} shown</p>}
    </PagedList>,
  );
}

function pageButtons(): string[] {
  const pager = screen.getByRole('navigation', { name: 'Things pages' });
  return within(pager)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.getAttribute('aria-label') ?? '');
}

describe('PagedList', () => {
  it('counts its pages by the page size it is given, not a shared constant', () => {
    list(30, 25);
    expect(pageButtons()).toEqual(['Page 1', 'Page 2']);
    cleanup();
    list(30, 10);
    expect(pageButtons()).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('shows no pager when everything fits on one page', () => {
    list(25, 25);
    expect(screen.getByText('1 shown')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Things pages' })).toBeNull();
  });

  it("words a failure with the list's own fallback when the server gives no reason", () => {
    list(1, 10, { error: { status: 500 }, failedText: 'Failed to load things.' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load things.');
    cleanup();
    list(1, 10, { error: { status: 500 } });
    expect(screen.getByRole('alert').textContent).toBe('Things could not be loaded.');
  });
});
