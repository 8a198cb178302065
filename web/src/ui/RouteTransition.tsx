import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Replays the 600 ms fade-and-slide (index.css `.route-enter`) whenever the path changes. */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="route-enter">
      {children}
    </div>
  );
}
