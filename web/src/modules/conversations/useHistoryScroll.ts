import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from './conversations.types';

/** How near the top counts as "at the top": older messages start loading just before it. */
const TOP_SLACK_PX = 24;

/**
 * The scrolling of a conversation read bottom-up: the first messages land scrolled to the newest;
 * older ones put above stay out of the way (what was on screen does not move); and reaching the
 * top asks for older ones. The log must have `overflow-anchor: none`, or the browser's own scroll
 * anchoring would move it a second time.
 */
export function useHistoryScroll(messages: readonly ChatMessage[], onReachTop: () => void) {
  const logRef = useRef<HTMLDivElement>(null);
  const before = useRef<{ oldestId: string | undefined; height: number }>({ oldestId: undefined, height: 0 });
  const reachTop = useEffectEvent(onReachTop);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (log === null) return;
    const oldestId = messages[0]?.id;
    if (before.current.oldestId === undefined) {
      log.scrollTop = log.scrollHeight;
    } else if (oldestId !== before.current.oldestId) {
      log.scrollTop += log.scrollHeight - before.current.height;
    }
    before.current = { oldestId, height: log.scrollHeight };
    // Messages too few to scroll leave the top in view with no way to scroll to it: fetch on. (A
    // clientHeight of 0 means no layout at all, as in jsdom: nothing is known to be in view.)
    if (messages.length > 0 && log.clientHeight > 0 && log.scrollHeight <= log.clientHeight) reachTop();
  }, [messages]);

  const onScroll = () => {
    const log = logRef.current;
    if (log !== null && log.scrollTop <= TOP_SLACK_PX) onReachTop();
  };

  return { logRef, onScroll };
}
