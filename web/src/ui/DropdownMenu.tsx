import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type DropdownMenuProps = {
  /** Accessible name of the button that opens the menu. */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** `<li>` items; choosing any of them closes the menu. */
  children: ReactNode;
};

/**
 * A disclosure menu: a real button toggles a list of links/buttons. Tab moves through the items,
 * Escape closes and returns focus to the button, and clicking outside or tabbing away closes it.
 */
export function DropdownMenu({
  label,
  trigger,
  triggerClassName = 'btn btn-ghost',
  align = 'end',
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={`dropdown ${align === 'end' ? 'dropdown-end' : ''} ${open ? 'dropdown-open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={menuId}
          className="menu dropdown-content z-50 mt-2 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg"
          onClick={() => {
            setOpen(false);
          }}
        >
          {children}
        </ul>
      )}
    </div>
  );
}
