import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once `ref`'s element comes within `margin` of the viewport, and stays true. Where
 * IntersectionObserver is missing it is true at once, so nothing is ever withheld.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, margin, near]);

  return near;
}
