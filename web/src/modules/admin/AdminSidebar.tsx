import { Link, NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';

const ITEMS: readonly { to: string; label: string; icon: IconName }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/admin/projects', label: 'Agents', icon: 'agents' },
  { to: '/admin/integrations', label: 'Integrations', icon: 'integrations' },
];

export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
