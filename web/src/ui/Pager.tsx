import { pagerPages } from './pager-pages';

type PagerProps = {
  /** Accessible name, e.g. "Agents pages". */
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
};

export function Pager({ label, page, pageCount, onChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex justify-center">
      <div className="join">
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page <= 1}
          onClick={() => {
            onChange(page - 1);
          }}
        >
          Previous
        </button>
        {pagerPages(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <span key={`gap-${index}`} className="join-item btn btn-sm btn-disabled" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className={`join-item btn btn-sm ${item === page ? 'btn-active btn-primary' : ''}`}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => {
                onChange(item);
              }}
            >
              {item}
            </button>
          ),
        )}
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page >= pageCount}
          onClick={() => {
            onChange(page + 1);
          }}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
