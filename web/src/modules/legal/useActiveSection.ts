import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { firstInView } from './active-section.fns';

// The band near the top of the window, under the sticky navbar, where a section counts as "being read".
const READING_BAND = '-96px 0px -45% 0px';

/**
 * Which of the sections (element ids, in page order) the reader is at: the one named by the URL
 * fragment after a navigation, then whichever the scrolling brings into the reading band. `ids`
 * must keep its identity between renders. Without IntersectionObserver only the fragment counts.
 */
export function useActiveSection<T extends string>(ids: readonly T[]): T | null {
  const { hash } = useLocation();
  const named = ids.find((id) => hash === `#${id}`) ?? null;
  const [active, setActive] = useState<T | null>(named);
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (named !== null) setActive(named);
  }

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.add(entry.target.id);
          else inView.delete(entry.target.id);
        }
        // Between two sections (none in the band) the last one stays highlighted.
        const first = firstInView(ids, inView);
        if (first !== null) setActive(first);
      },
      { rootMargin: READING_BAND },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section !== null) observer.observe(section);
    }
    return () => {
      observer.disconnect();
    };
  }, [ids]);

  return active;
}
