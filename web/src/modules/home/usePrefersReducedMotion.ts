import { useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../../ui/prefers-reduced-motion';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  // matchMedia is missing in some embedded and test browsers; the preference never changes there.
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** Whether the visitor asked for reduced motion, following the setting if it changes while open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
