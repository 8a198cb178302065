import type { ProjectStatus } from '../projects.types';

const BADGE: Record<ProjectStatus, { className: string; label: string }> = {
  active: { className: 'badge-success', label: 'Active' },
  inactive: { className: 'badge-error', label: 'Inactive' },
  pending: { className: 'badge-warning', label: 'Pending' },
};

/** The agent's status; a paused agent (above the plan's limit) shows as Paused whatever its status. */
export function ProjectStatusBadge({ status, paused = false }: { status: ProjectStatus; paused?: boolean }) {
  if (paused) return <span className="badge badge-warning">Paused</span>;
  // An unknown status from a newer server still shows, in neutral colours.
  const badge = BADGE[status] as (typeof BADGE)[ProjectStatus] | undefined;
  return <span className={`badge ${badge?.className ?? 'badge-neutral'}`}>{badge?.label ?? status}</span>;
}
