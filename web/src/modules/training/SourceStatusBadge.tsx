import type { ResourceStatus } from './training.types';

const BADGE: Record<ResourceStatus, string> = {
  Processing: 'badge-info',
  Completed: 'badge-success',
  Failed: 'badge-error',
};

export function SourceStatusBadge({ status }: { status: ResourceStatus }) {
  const className = (BADGE[status] as string | undefined) ?? 'badge-neutral';
  return <span className={`badge badge-sm ${className}`}>{status}</span>;
}
