import { useEffect, useRef, useState } from 'react';
import { nextTypewriterStep, TYPEWRITER_START, typewriterText, type TypewriterState } from './typewriter.fns';

/**
 * The typewriter's current text. While `paused` (reduced motion) the first title is shown complete
 * and nothing ticks; unpaused, it carries on from where it stopped. `titles` must keep its identity.
 */
export function useTypewriter(titles: readonly string[], paused: boolean): string {
  const [state, setState] = useState(TYPEWRITER_START);
  // The chain of timers below reads and advances this, so each tick schedules the next one itself
  // rather than waiting for React to render in between.
  const latest = useRef<TypewriterState>(TYPEWRITER_START);

  useEffect(() => {
    if (paused) return;
    let timer: number | undefined;
    const schedule = () => {
      const step = nextTypewriterStep(latest.current, titles);
      timer = window.setTimeout(() => {
        latest.current = step.next;
        setState(step.next);
        schedule();
      }, step.delayMs);
    };
    schedule();
    return () => {
      window.clearTimeout(timer);
    };
  }, [titles, paused]);

  return paused ? (titles[0] ?? '') : typewriterText(state, titles);
}
