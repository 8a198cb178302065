import { When } from '../../ui/When';
import type { RecentActivity } from './analytics.types';

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
          {activity.map((item, index) => (
            <tr key={index}>
              <td className="min-w-40 wrap-anywhere">
                {item.message}
                {/* Phones have no room for a third column: the time goes under the message. */}
                <span className="mt-1 block text-xs text-base-content/70 sm:hidden" aria-hidden="true">
                  <When timestamp={item.timestamp} now={now} />
                </span>
              </td>
              <td>{item.action}</td>
              <td className="hidden whitespace-nowrap text-base-content/70 sm:table-cell">
                <When timestamp={item.timestamp} now={now} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
