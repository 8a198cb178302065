import { Icon } from '../../ui/Icon';
import { SourceStatusBadge } from './SourceStatusBadge';
import { STACKED_TABLE as T } from './stacked-table.classes';
import type { Resource } from './training.types';

type SourcesTableProps = {
  sources: readonly Resource[];
  /** The source an action is running for, if any: its buttons wait. */
  busyId: string | null;
  /** The rows are the page before, shown while the next page loads: dimmed and not actionable. */
  stale?: boolean;
  onRetry: (source: Resource) => void;
  onDownload: (source: Resource) => void;
  onDelete: (source: Resource) => void;
};

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// In the table a long name is cut short on one line (the whole of it in the tooltip); a list item
// is as wide as the screen, so there it wraps instead, as a touch screen has no tooltips.
const FITTED = 'truncate @max-4xl:whitespace-normal @max-4xl:wrap-anywhere';

function SourceName({ source }: { source: Resource }) {
  if (source.type === 'FILE') {
    const name = source.file_name === '' ? source.url : source.file_name;
    return (
      <span className="flex min-w-0 items-baseline gap-2 @max-4xl:block">
        <span className={FITTED} title={name}>
          {name}
        </span>
        {source.file_size > 0 && (
          <span className="shrink-0 text-xs text-base-content/60 @max-4xl:ml-2">
            {fileSize(source.file_size)}
          </span>
        )}
      </span>
    );
  }
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      title={source.url}
      className={`${T.link} inline-block max-w-full align-top ${FITTED}`}
    >
      {source.url}
    </a>
  );
}

export function SourcesTable({
  sources,
  busyId,
  stale = false,
  onRetry,
  onDownload,
  onDelete,
}: SourcesTableProps) {
  return (
    <div className={`${T.frame} ${stale ? T.staleFrame : ''}`}>
      {/* Roles are spelled out: see stacked-table.classes.ts. */}
      <table role="table" className={T.table} aria-label="Sources" aria-busy={stale}>
        <thead role="rowgroup" className={T.head}>
          <tr role="row">
            <th role="columnheader" scope="col" className={`${T.headCell} w-20`}>
              Type
            </th>
            <th role="columnheader" scope="col" className={T.headCell}>
              Source
            </th>
            <th role="columnheader" scope="col" className={`${T.headCell} w-[18%]`}>
              Indexed title
            </th>
            <th role="columnheader" scope="col" className={`${T.headCell} w-44`}>
              Status
            </th>
            <th role="columnheader" scope="col" className={`${T.headCell} w-56 text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={T.body} inert={stale}>
          {sources.map((source) => (
            // A list item: the type badge beside the source, everything else below the source.
            <tr role="row" key={source.id} className={`${T.row} @max-4xl:grid-cols-[auto_minmax(0,1fr)]`}>
              <td role="cell" className={`${T.cell} @max-4xl:pt-px`}>
                <span className="badge badge-outline badge-sm">
                  {source.type === 'FILE' ? 'File' : 'URL'}
                </span>
              </td>
              <td role="cell" className={T.cell}>
                <SourceName source={source} />
              </td>
              {source.indexed_title === '' ? (
                // Kept empty in a list item, so every row has the same cells.
                <td role="cell" className={T.cell}>
                  <span className="text-base-content/50 @max-4xl:hidden">—</span>
                </td>
              ) : (
                <td
                  role="cell"
                  className={`${T.cell} wrap-anywhere @max-4xl:col-start-2 @max-4xl:mt-1 @max-4xl:text-xs @max-4xl:text-base-content/70`}
                >
                  {source.indexed_title}
                </td>
              )}
              <td role="cell" className={`${T.cell} ${T.wideCell}`}>
                <div className="flex flex-col items-start gap-1">
                  <SourceStatusBadge status={source.status} />
                  {source.reason !== '' && (
                    <span className="text-xs text-base-content/70 wrap-anywhere">{source.reason}</span>
                  )}
                </div>
              </td>
              <td role="cell" className={`${T.cell} ${T.wideCell}`}>
                <div className={T.actions}>
                  {source.status === 'Failed' && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={stale || busyId === source.id}
                      onClick={() => {
                        onRetry(source);
                      }}
                    >
                      <Icon name="refresh" className="h-4 w-4" />
                      Retry
                    </button>
                  )}
                  {source.type === 'FILE' && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={stale || busyId === source.id}
                      onClick={() => {
                        onDownload(source);
                      }}
                    >
                      <Icon name="arrowDown" className="h-4 w-4" />
                      Download
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm enabled:text-error"
                    disabled={stale}
                    onClick={() => {
                      onDelete(source);
                    }}
                  >
                    <Icon name="trash" className="h-4 w-4" />
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
