import { Link } from 'react-router-dom';
import { When } from '../../ui/When';
import type { RecentActivity } from './analytics.types';

/** Declines and requests for the owner stand out; an ordinary answer stays quiet. */
const actionBadge: Record<string, string> = {
  Declined: 'badge-warning',
  'Needs attention': 'badge-error',
};

const conversationPath = (item: RecentActivity): string | undefined =>
  item.project_id && item.session_id
    ? `/admin/projects/${encodeURIComponent(item.project_id)}/conversations?session=${encodeURIComponent(item.session_id)}`
    : undefined;

export function RecentActivityTable({ activity }: { activity: readonly RecentActivity[] }) {
  if (activity.length === 0) {
    return <p className="py-8 text-center text-base-content/70">No recent activity yet</p>;
  }
  const now = new Date();
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Action</th>
            <th scope="col" className="hidden sm:table-cell">
              Time
            </th>
          </tr>
        </thead>
        <tbody>
          {activity.map((item, index) => {
            const path = conversationPath(item);
            return (
              <tr key={index} className={path ? 'hover:bg-base-200' : undefined}>
                <td className="min-w-40 wrap-anywhere">
                  {/* The message opens its conversation: a link, so it works with keyboard and new tabs. */}
                  {path ? (
                    <Link to={path} className="link link-hover" title="Open this conversation">
                      {item.message}
                    </Link>
                  ) : (
                    item.message
                  )}
                  {/* Phones have no room for a third column: the time goes under the message. */}
                  <span className="mt-1 block text-xs text-base-content/70 sm:hidden" aria-hidden="true">
                    <When timestamp={item.timestamp} now={now} />
                  </span>
                </td>
                <td>
                  {actionBadge[item.action] ? (
                    <span className={`badge badge-sm whitespace-nowrap ${actionBadge[item.action] ?? ''}`}>
                      {item.action}
                    </span>
                  ) : (
                    item.action
                  )}
                </td>
                <td className="hidden whitespace-nowrap text-base-content/70 sm:table-cell">
                  <When timestamp={item.timestamp} now={now} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
