import { Icon } from '../../ui/Icon';
import { SourceStatusBadge } from './SourceStatusBadge';
import type { Resource } from './training.types';

type SourcesTableProps = {
  sources: readonly Resource[];
  /** The source an action is running for, if any: its buttons wait. */
  busyId: string | null;
  onRetry: (source: Resource) => void;
  onDownload: (source: Resource) => void;
  onDelete: (source: Resource) => void;
};

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function SourceName({ source }: { source: Resource }) {
  if (source.type === 'FILE') {
    const name = source.file_name === '' ? source.url : source.file_name;
    return (
      <span className="wrap-anywhere">
        {name}
        {source.file_size > 0 && (
          <span className="ml-2 text-xs text-base-content/60">{fileSize(source.file_size)}</span>
        )}
      </span>
    );
  }
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className="link link-hover wrap-anywhere">
      {source.url}
    </a>
  );
}

export function SourcesTable({ sources, busyId, onRetry, onDownload, onDelete }: SourcesTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" aria-label="Sources">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Source</th>
            <th scope="col">Indexed title</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={source.id}>
              <td>
                <span className="badge badge-outline badge-sm">
                  {source.type === 'FILE' ? 'File' : 'URL'}
                </span>
              </td>
              <td className="max-w-sm">
                <SourceName source={source} />
              </td>
              <td className="max-w-xs wrap-anywhere">
                {source.indexed_title === '' ? (
                  <span className="text-base-content/50">—</span>
                ) : (
                  source.indexed_title
                )}
              </td>
              <td>
                <div className="flex min-w-28 flex-col gap-1">
                  <SourceStatusBadge status={source.status} />
                  {source.reason !== '' && (
                    <span className="text-xs text-base-content/70 wrap-anywhere">{source.reason}</span>
                  )}
                </div>
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  {source.status === 'Failed' && (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      disabled={busyId === source.id}
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
                      disabled={busyId === source.id}
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
                    className="btn btn-ghost btn-sm text-error"
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
