import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from './prefers-reduced-motion';

const SCROLL_DELAY_MS = 50;

/**
 * 50 ms after each navigation, scroll smoothly to the top — or, when the URL names a fragment,
 * to that element instead (spec §2).
 */
export function useScrollOnNavigate(): void {
  const { key, hash } = useLocation();

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
      if (hash === '') {
        window.scrollTo({ top: 0, behavior });
        return;
      }
      let id: string;
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        return;
      }
      document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' });
    }, SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [key, hash]);
}
