import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { TOAST_DURATION_MS, ToastContext, type ToastKind } from './toast-context';

type Toast = { id: number; kind: ToastKind; message: string };

// More than this at once is noise: the oldest make way.
const MAX_VISIBLE = 4;

const STYLE: Record<ToastKind, { alert: string; icon: IconName }> = {
  success: { alert: 'alert-success', icon: 'checkCircle' },
  error: { alert: 'alert-error', icon: 'errorCircle' },
  warning: { alert: 'alert-warning', icon: 'warning' },
};

/**
 * Holds the toasts of the area it wraps and shows them top-right, below the top bar. Each is a
 * polite live region (role="status"), so screen readers read it without moving focus, and each
 * can be dismissed before its 5 s are up.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, kind, message }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        window.setTimeout(() => {
          dismiss(id);
        }, TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return (
    <ToastContext value={show}>
      {children}
      <div className="toast toast-top toast-end top-18 z-[60] w-[min(24rem,calc(100vw-2rem))]">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role="status"
            className={`alert ${STYLE[toast.kind].alert} flex w-full items-start gap-2 shadow-lg`}
          >
            <Icon name={STYLE[toast.kind].icon} className="mt-0.5 h-5 w-5 shrink-0" />
            <span className="min-w-0 flex-1 break-words whitespace-normal">{toast.message}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square -my-1"
              aria-label="Dismiss notification"
              onClick={() => {
                dismiss(toast.id);
              }}
            >
              <Icon name="close" className="h-4 w-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext>
  );
}
