import { useContext, useMemo } from 'react';
import { ToastContext } from './toast-context';

export type Toasts = {
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
};

/** Shows a short message in the top-right corner; it goes away by itself after 5 s. */
export function useToast(): Toasts {
  const show = useContext(ToastContext);
  if (show === null) throw new Error('useToast is used outside a ToastProvider');
  return useMemo(
    () => ({
      success: (message) => {
        show('success', message);
      },
      error: (message) => {
        show('error', message);
      },
      warning: (message) => {
        show('warning', message);
      },
    }),
    [show],
  );
}
