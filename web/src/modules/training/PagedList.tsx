import type { ReactNode } from 'react';
import { errorDetail } from '../api/api-error';
import { Icon } from '../../ui/Icon';
import { PageLoader } from '../../ui/PageLoader';
import { Pager } from '../../ui/Pager';
import { PageLoadingNotice } from './PageLoadingNotice';
import type { ShownPage } from './shown-page.fns';
import { TRAINING_PAGE_SIZE } from './training-limits';

type PagedListProps<Row> = {
  /** What the list holds, as in 'Sources': it names the loading spinner, the error and the pager. */
  name: string;
  query: { isLoading: boolean; error?: unknown };
  shown: ShownPage<Row>;
  page: number;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyText: string;
  /** The table of the rows on screen. */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * A training list, TRAINING_PAGE_SIZE rows a page: a spinner until the first page arrives, then
 * the error, the empty state, or the table with its pager. While the next page loads, the table
 * still shows the page before and the notice under the pager says which page is coming.
 */
export function PagedList<Row>({
  name,
  query,
  shown,
  page,
  onPageChange,
  emptyTitle,
  emptyText,
  children,
}: PagedListProps<Row>) {
  if (query.isLoading) return <PageLoader label={`Loading ${name.toLowerCase()}`} />;
  if (query.error !== undefined) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{errorDetail(query.error, `${name} could not be loaded.`)}</span>
      </div>
    );
  }
  if (shown.rows === undefined || shown.rows.length === 0) {
    return (
      <div className="card card-border bg-base-100">
        <div className="card-body items-center py-12 text-center">
          <Icon name="database" className="h-10 w-10 text-base-content/40" />
          <h2 className="text-xl font-semibold">{emptyTitle}</h2>
          <p className="text-base-content/70">{emptyText}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {children(shown.rows)}
      <div className="flex flex-col gap-2">
        <Pager
          label={`${name} pages`}
          page={page}
          pageCount={Math.ceil(shown.total / TRAINING_PAGE_SIZE)}
          onChange={onPageChange}
        />
        <PageLoadingNotice page={page} loading={shown.stale} />
      </div>
    </div>
  );
}
