import { Icon, type IconName } from './Icon';

type RowActionButtonProps = {
  icon: IconName;
  label: string;
  disabled: boolean;
  title?: string;
  /** Destroys something: red while it can be pressed. */
  danger?: boolean;
  onClick: () => void;
};

/** One of the small buttons in the actions cell of a StackedTable row. */
export function RowActionButton({
  icon,
  label,
  disabled,
  title,
  danger = false,
  onClick,
}: RowActionButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'btn btn-ghost btn-sm enabled:text-error' : 'btn btn-ghost btn-sm'}
      disabled={disabled}
      title={title}
      onClick={onClick}
    >
      <Icon name={icon} className="h-4 w-4" />
      {label}
    </button>
  );
}
