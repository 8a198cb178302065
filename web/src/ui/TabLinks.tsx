import { NavLink } from 'react-router-dom';

type TabLinksProps = {
  /** Accessible name of the group, e.g. "Agent sections". */
  label: string;
  tabs: readonly { to: string; label: string }[];
};

/** Sub-pages shown as tabs; each tab is a link, so every tab has its own address. */
export function TabLinks({ label, tabs }: TabLinksProps) {
  return (
    <nav aria-label={label} className="tabs tabs-border">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => `tab ${isActive ? 'tab-active' : ''}`}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
