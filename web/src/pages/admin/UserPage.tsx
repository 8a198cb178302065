import { Outlet } from 'react-router-dom';
import { TabLinks } from '../../ui/TabLinks';

const TABS = [
  { to: 'profile', label: 'Profile' },
  { to: 'plan', label: 'Plan' },
  { to: 'password', label: 'Password' },
] as const;

export function UserPage() {
  return (
    <div className="pt-6">
      <div className="mx-auto w-full max-w-3xl px-4">
        <TabLinks label="Account sections" tabs={TABS} />
      </div>
      <Outlet />
    </div>
  );
}
