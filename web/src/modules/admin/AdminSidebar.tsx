import { Link, NavLink } from 'react-router-dom';
import { DEFAULT_NOTIFICATIONS } from '../account/notification-options';
import { useGetCurrentUserQuery } from '../auth/auth.api';
import { useWaitingForPersonQuery } from '../conversations/conversations.api';
import { Icon, type IconName } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';

/** How often the shell asks whether a visitor is waiting for a person. */
const WAITING_REFRESH_MS = 30_000;

const ITEMS: readonly { to: string; label: string; icon: IconName }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/projects', label: 'Agents', icon: 'agents' },
  { to: '/admin/integrations', label: 'Integrations', icon: 'integrations' },
];

export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  // The owner's "Contact request" notification choice (Account) decides whether the shell calls
  // attention to visitors asking for a person; the list puts them first either way.
  const { data: user } = useGetCurrentUserQuery(undefined);
  const notify = (user?.notifications ?? DEFAULT_NOTIFICATIONS).contact_request;
  const { data: waiting } = useWaitingForPersonQuery(undefined, {
    pollingInterval: WAITING_REFRESH_MS,
    skip: !notify,
  });
  const waitingCount = notify ? (waiting?.conversations ?? 0) : 0;
  return (
    <nav aria-label="Admin" className="min-h-full w-64 border-r border-base-300 bg-base-100">
      <div className="flex h-16 items-center border-b border-base-300 px-4">
        <Link
          to="/admin/dashboard"
          className="btn btn-ghost px-2"
          aria-label="SiteSage dashboard"
          onClick={onNavigate}
        >
          <Logo />
        </Link>
      </div>
      <ul className="menu w-full gap-1 p-4 text-base">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? 'menu-active' : '')}
            >
              <Icon name={item.icon} />
              {item.label}
              {/* Conversations live under each agent: the count of visitors waiting for a person sits here. */}
              {item.to === '/admin/projects' && waitingCount > 0 && (
                <span
                  className="badge badge-sm badge-error ml-auto"
                  title="Conversations where a visitor asked for a person"
                  aria-label={`${waitingCount} ${waitingCount === 1 ? 'conversation' : 'conversations'} waiting for a person`}
                >
                  {waitingCount}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
