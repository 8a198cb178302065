import { useEffect, useId, useRef, type ReactNode } from 'react';

type ConfirmDialogProps = {
  title: string;
  /** What happens if the user confirms. */
  children: ReactNode;
  confirmLabel: string;
  /** The button that backs out; 'Cancel' unless that would read like the action itself. */
  dismissLabel?: string;
  /** While the confirmed action runs: both buttons wait, Escape does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question for a destructive action. Mount it to ask; unmount it to close. The native
 * modal dialog traps focus and makes the page behind it inert; Cancel has the initial focus so
 * Enter alone never destroys anything.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  dismissLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    // Browsers without showModal (and jsdom) still get a visible, labelled dialog.
    if ('showModal' in dialog) dialog.showModal();
    else (dialog as HTMLElement).setAttribute('open', '');
    return () => {
      if ('close' in dialog) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={bodyId} className="mt-3 text-base-content/80">
          {children}
        </div>
        <div className="modal-action">
          <button type="button" className="btn" autoFocus disabled={busy} onClick={onCancel}>
            {dismissLabel}
          </button>
          <button type="button" className="btn btn-error" disabled={busy} onClick={onConfirm}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
      <div
        className="modal-backdrop"
        aria-hidden="true"
        onClick={() => {
          if (!busy) onCancel();
        }}
      />
    </dialog>
  );
}
