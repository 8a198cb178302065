import { Link, NavLink } from 'react-router-dom';
import { useAppSelector } from '../../app/useAppSelector';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { selectIsSignedIn } from '../auth/auth.slice';
import { AccountMenu } from './AccountMenu';
import { PRIMARY_LINKS } from './site-links';

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'menu-active' : '');

export function Navbar() {
  const signedIn = useAppSelector(selectIsSignedIn);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav className="navbar mx-auto max-w-7xl px-4" aria-label="Main">
        <div className="navbar-start gap-1">
          <div className="lg:hidden">
            <DropdownMenu
              label="Open menu"
              align="start"
              triggerClassName="btn btn-ghost btn-square"
              trigger={<Icon name="menu" className="h-6 w-6" />}
            >
              {PRIMARY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={activeClass}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/contact-us" className={activeClass}>
                  Contact
                </NavLink>
              </li>
              {!signedIn && (
                <li>
                  <NavLink to="/login" className={activeClass}>
                    Login
                  </NavLink>
                </li>
              )}
            </DropdownMenu>
          </div>
          <Link to="/" className="btn btn-ghost px-2" aria-label="SiteSage home">
            <Logo />
          </Link>
        </div>

        <div className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 text-base">
            {PRIMARY_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={activeClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="navbar-end">
          {signedIn ? (
            <AccountMenu>
              <li>
                <Link to="/admin/dashboard">Dashboard</Link>
              </li>
            </AccountMenu>
          ) : (
            <div className="flex items-center gap-2">
              {/* Phones have it in the menu ("Login"); the header keeps room for the logo there. */}
              <Link to="/login" className="btn btn-ghost hidden lg:inline-flex">
                Sign in
              </Link>
              <Link to="/register" className="btn btn-primary">
                Get Started
              </Link>
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
