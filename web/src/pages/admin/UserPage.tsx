import { Outlet, useMatch } from 'react-router-dom';
import { TabLinks } from '../../ui/TabLinks';

const TABS = [
  { to: 'profile', label: 'Profile' },
  { to: 'plan', label: 'Plan' },
  { to: 'password', label: 'Password' },
] as const;

export function UserPage() {
  // The plan page's table needs more room than the forms; the tabs line up with either.
  const wide = useMatch('/admin/user/plan') !== null;
  return (
    <div className="pt-6">
      <div className={`mx-auto w-full px-4 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
        <TabLinks label="Account sections" tabs={TABS} />
      </div>
      <Outlet />
    </div>
  );
}
