import { Icon } from '../../ui/Icon';

/** The lock shown on an integration the owner cannot use now (spec §2), named for screen readers. */
export function LockedMark() {
  return (
    <span role="img" aria-label="Locked" title="Locked" className="text-base-content/60">
      <Icon name="lock" className="h-5 w-5" />
    </span>
  );
}
