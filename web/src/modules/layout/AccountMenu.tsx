import type { ReactNode } from 'react';
import { useAppSelector } from '../../app/useAppSelector';
import { Avatar } from '../../ui/Avatar';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { selectUser } from '../auth/auth.slice';
import { useSignOut } from '../auth/useSignOut';

/** The signed-in user's avatar (or initials) opening a menu; `children` are the links above Logout. */
export function AccountMenu({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const signOut = useSignOut();
  const name = user?.full_name || user?.name;

  return (
    <DropdownMenu
      label="Account menu"
      triggerClassName="btn btn-ghost btn-circle"
      trigger={<Avatar name={name} src={user?.avatar} />}
    >
      {name && (
        <li className="menu-title truncate" aria-hidden="true">
          {name}
        </li>
      )}
      {children}
      <li>
        <button
          type="button"
          onClick={() => {
            void signOut();
          }}
        >
          Logout
        </button>
      </li>
    </DropdownMenu>
  );
}
