import { Outlet } from 'react-router-dom';
import { TabLinks } from '../../ui/TabLinks';

const TABS = [
  { to: 'customize', label: 'Customization' },
  { to: 'deploy', label: 'Deployment' },
] as const;

export function ProjectPage() {
  return (
    <div className="pt-6">
      <div className="mx-auto w-full max-w-3xl px-4">
        <TabLinks label="Agent sections" tabs={TABS} />
      </div>
      <Outlet />
    </div>
  );
}
