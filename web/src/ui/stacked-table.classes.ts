/**
 * Class names for StackedTable (training sets, sources, conversations). Where the table is narrower
 * than 56rem (phones, and tablets beside the side menu) each row turns into a list item: no sideways
 * scrolling, nothing cut off.
 * It stays one <table> whose elements carry their roles explicitly, because some browsers drop
 * table semantics once `display` changes, and the end-to-end tests find rows and cells by role.
 * Wider, the table has a fixed layout so long URLs cannot squeeze their column; the widths are set
 * on the header cells.
 */
export const STACKED_TABLE = {
  frame: '@container overflow-x-auto rounded-box border border-base-300 bg-base-100 transition-opacity',
  /** The frame while the rows are those of the page before, kept on screen as the next page loads. */
  staleFrame: 'opacity-50',
  table: 'table table-fixed @max-4xl:block',
  head: '@max-4xl:sr-only',
  /** A header cell; a little less padding than daisyUI's leaves the source column more room. */
  headCell: 'px-3',
  body: '@max-4xl:block',
  row: '@max-4xl:grid @max-4xl:items-start @max-4xl:gap-x-2 @max-4xl:border-b @max-4xl:border-base-content/10 @max-4xl:p-4 @max-4xl:last:border-b-0',
  cell: '@4xl:px-3 @max-4xl:border-0 @max-4xl:p-0',
  /** A cell below the first line of a list item, across its whole width. */
  wideCell: '@max-4xl:col-span-2 @max-4xl:mt-2',
  /** The action buttons: right-aligned in the table, a row of their own in a list item. */
  actions: 'flex flex-wrap justify-end gap-1 @max-4xl:-ml-3 @max-4xl:justify-start',
  /** A link in a table cell: coloured as a link, underlined when pointed at or focused. */
  link: 'link link-primary link-hover focus-visible:underline',
} as const;
