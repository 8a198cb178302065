import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/useAppSelector';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { selectUser } from '../auth/auth.slice';
import { AccountMenu } from '../layout/AccountMenu';
import { ThemeSelect } from '../theme/ThemeSelect';

type AdminTopbarProps = {
  /** The drawer toggle, shown on small screens when the route has a sidebar. */
  menu: { open: boolean; toggle: () => void } | null;
};

export function AdminTopbar({ menu }: AdminTopbarProps) {
  const user = useAppSelector(selectUser);

  return (
    <header className="navbar sticky top-0 z-30 min-h-16 gap-2 border-b border-base-300 bg-base-100 px-4">
      <div className="flex flex-1 items-center gap-1">
        {menu && (
          <button
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-label={menu.open ? 'Close navigation' : 'Open navigation'}
            aria-expanded={menu.open}
            aria-controls="admin-sidebar"
            onClick={menu.toggle}
          >
            <Icon name={menu.open ? 'close' : 'menu'} className="h-6 w-6" />
          </button>
        )}
        {/* With a sidebar, the logo sits in it on large screens. */}
        <Link
          to="/admin/dashboard"
          className={`btn btn-ghost px-2 ${menu ? 'lg:hidden' : ''}`}
          aria-label="SiteSage dashboard"
        >
          <Logo />
        </Link>
      </div>
      {user && (
        <Link
          to="/admin/user/plan"
          className="badge badge-primary badge-outline badge-lg font-semibold hover:badge-primary"
          title="Your plan — view or change it"
        >
          {user.plan} plan
        </Link>
      )}
      <AccountMenu>
        <li>
          <Link to="/admin/user/profile">Profile</Link>
        </li>
        <li>
          <Link to="/">Home</Link>
        </li>
        <ThemeSelect />
      </AccountMenu>
    </header>
  );
}
