/**
 * Says which page is on its way while a table still shows the page before. A live region, so it
 * is always rendered and only its text comes and goes.
 */
export function PageLoadingNotice({ page, loading }: { page: number; loading: boolean }) {
  return (
    <p role="status" className="flex min-h-5 items-center justify-center gap-2 text-sm text-base-content/70">
      {loading && (
        <>
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          Loading page {page}…
        </>
      )}
    </p>
  );
}
