import type { ReactNode } from 'react';
import { errorDetail } from '../modules/api/api-error';
import { Icon, type IconName } from './Icon';
import { PageLoader } from './PageLoader';
import { PageLoadingNotice } from './PageLoadingNotice';
import { Pager } from './Pager';
import type { ShownPage } from './shown-page.fns';

type PagedListProps<Row> = {
  /** What the list holds, as in 'Sources': it names the loading spinner, the error and the pager. */
  name: string;
  query: { isLoading: boolean; error?: unknown };
  shown: ShownPage<Row>;
  /** Rows a page, as asked of the server: the pager's page count comes from it. */
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  /** What the error says when the server gives no reason; '{name} could not be loaded.' unless set. */
  failedText?: string;
  emptyIcon?: IconName;
  emptyTitle: string;
  emptyText: string;
  /** Says under the pager which page is on its way while the page before is still shown. */
  loadingNotice?: boolean;
  /** The table of the rows on screen. */
  children: (rows: readonly Row[]) => ReactNode;
};

/**
 * A paged list, `pageSize` rows a page: a spinner until the first page arrives, then the error,
 * the empty state, or the rows with their pager. While the next page loads, the list still shows
 * the page before and (unless turned off) the notice under the pager says which page is coming.
 */
export function PagedList<Row>({
  name,
  query,
  shown,
  pageSize,
  page,
  onPageChange,
  failedText = `${name} could not be loaded.`,
  emptyIcon = 'database',
  emptyTitle,
  emptyText,
  loadingNotice = true,
  children,
}: PagedListProps<Row>) {
  if (query.isLoading) return <PageLoader label={`Loading ${name.toLowerCase()}`} />;
  if (query.error !== undefined) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{errorDetail(query.error, failedText)}</span>
      </div>
    );
  }
  if (shown.rows === undefined || shown.rows.length === 0) {
    return (
      <div className="card card-border bg-base-100">
        <div className="card-body items-center py-12 text-center">
          <Icon name={emptyIcon} className="h-10 w-10 text-base-content/40" />
          <h2 className="text-xl font-semibold">{emptyTitle}</h2>
          <p className="text-base-content/70">{emptyText}</p>
        </div>
      </div>
    );
  }
  const pager = (
    <Pager
      label={`${name} pages`}
      page={page}
      pageCount={Math.ceil(shown.total / pageSize)}
      onChange={onPageChange}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      {children(shown.rows)}
      {loadingNotice ? (
        <div className="flex flex-col gap-2">
          {pager}
          <PageLoadingNotice page={page} loading={shown.stale} />
        </div>
      ) : (
        pager
      )}
    </div>
  );
}
