import { createContext } from 'react';

export type ToastKind = 'success' | 'error' | 'warning';

export type ShowToast = (kind: ToastKind, message: string) => void;

/** How long a toast stays on screen (spec §8). */
export const TOAST_DURATION_MS = 5000;

export const ToastContext = createContext<ShowToast | null>(null);
