import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from './prefers-reduced-motion';

const SCROLL_DELAY_MS = 50;
/** How long a fragment's element may take to appear: a page loaded on demand arrives after the URL. */
const FRAGMENT_WAIT_MS = 3_000;
const FRAGMENT_POLL_MS = 50;

function fragmentId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * 50 ms after each navigation, scroll smoothly to the top — or, when the URL names a fragment,
 * to that element instead (spec §2), waiting for it while the page is still loading.
 */
export function useScrollOnNavigate(): void {
  const { key, hash } = useLocation();

  useEffect(() => {
    let timer: number | undefined;
    const startedAt = Date.now();
    const scroll = () => {
      const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
      if (hash === '') {
        window.scrollTo({ top: 0, behavior });
        return;
      }
      const id = fragmentId(hash);
      if (id === undefined) return;
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior, block: 'start' });
      else if (Date.now() - startedAt < FRAGMENT_WAIT_MS) timer = window.setTimeout(scroll, FRAGMENT_POLL_MS);
    };
    timer = window.setTimeout(scroll, SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [key, hash]);
}
