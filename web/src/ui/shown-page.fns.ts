/** One page of a list as the API answers it: the rows and how many there are in all. */
export type Page<T> = { data: T[]; total: number };

/** The parts of an RTK Query list result a paged screen reads. */
type PagedQuery<T> = {
  data?: Page<T> | undefined;
  currentData?: Page<T> | undefined;
  isFetching: boolean;
};

export type ShownPage<T> = {
  /** The rows on screen; undefined before any page has arrived. */
  rows: readonly T[] | undefined;
  total: number;
  /** The rows are the page before, kept on screen while the asked-for page loads: not to be acted on. */
  stale: boolean;
};

/**
 * What a paged list shows. RTK Query's `data` is the last answer for any page, so after a page
 * change it still holds the previous page's rows; `currentData` is only the asked-for page's.
 */
export function shownPage<T>(query: PagedQuery<T>): ShownPage<T> {
  const page = query.currentData ?? query.data;
  return {
    rows: page?.data,
    total: page?.total ?? 0,
    stale: query.currentData === undefined && query.data !== undefined && query.isFetching,
  };
}
