import { RowActionButton } from '../../ui/RowActionButton';
import { SourceStatusBadge } from './SourceStatusBadge';
import { StackedCell } from '../../ui/StackedCell';
import { STACKED_TABLE as T } from '../../ui/stacked-table.classes';
import { StackedTable } from '../../ui/StackedTable';
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

const COLUMNS = [
  { label: 'Type', className: 'w-20' },
  { label: 'Source' },
  { label: 'Indexed title', className: 'w-[18%]' },
  { label: 'Status', className: 'w-44' },
];

export function SourcesTable({
  sources,
  busyId,
  stale = false,
  onRetry,
  onDownload,
  onDelete,
}: SourcesTableProps) {
  return (
    <StackedTable
      label="Sources"
      columns={COLUMNS}
      actionsWidth="w-56"
      rows={sources}
      // A list item: the type badge beside the source, everything else below the source.
      listItemGrid="@max-4xl:grid-cols-[auto_minmax(0,1fr)]"
      stale={stale}
      onDelete={onDelete}
      cells={(source) => (
        <>
          <StackedCell className="@max-4xl:pt-px">
            <span className="badge badge-outline badge-sm">{source.type === 'FILE' ? 'File' : 'URL'}</span>
          </StackedCell>
          <StackedCell>
            <SourceName source={source} />
          </StackedCell>
          {source.indexed_title === '' ? (
            // Kept empty in a list item, so every row has the same cells.
            <StackedCell>
              <span className="text-base-content/50 @max-4xl:hidden">—</span>
            </StackedCell>
          ) : (
            <StackedCell className="wrap-anywhere @max-4xl:col-start-2 @max-4xl:mt-1 @max-4xl:text-xs @max-4xl:text-base-content/70">
              {source.indexed_title}
            </StackedCell>
          )}
          <StackedCell wide>
            <div className="flex flex-col items-start gap-1">
              <SourceStatusBadge status={source.status} />
              {source.reason !== '' && (
                <span className="text-xs text-base-content/70 wrap-anywhere">{source.reason}</span>
              )}
            </div>
          </StackedCell>
        </>
      )}
      actions={(source) => (
        <>
          {/* Only where another try can end differently: not a robots.txt refusal, not a 404. */}
          {source.status === 'Failed' && source.retryable && (
            <RowActionButton
              icon="refresh"
              label="Retry"
              disabled={stale || busyId === source.id}
              onClick={() => {
                onRetry(source);
              }}
            />
          )}
          {source.type === 'FILE' && (
            <RowActionButton
              icon="arrowDown"
              label="Download"
              disabled={stale || busyId === source.id}
              onClick={() => {
                onDownload(source);
              }}
            />
          )}
        </>
      )}
    />
  );
}
