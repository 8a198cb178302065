/**
 * Wakes the visitor chats waiting on a session (WatchSession) when an owner writes, takes over or
 * hands back through this process. Other chat processes' waiters notice within their re-check
 * interval instead (the database is the truth; this only saves the wait).
 */
export type SessionChanges = {
  notify(sessionId: string): void;
  /** Resolves at the next change of the session, after `ms`, or when the signal aborts. */
  next(sessionId: string, ms: number, signal: AbortSignal | undefined): Promise<void>;
};

export function createSessionChanges(): SessionChanges {
  const waiters = new Map<string, Set<() => void>>();
  return {
    notify(sessionId) {
      const waiting = waiters.get(sessionId);
      if (!waiting) return;
      waiters.delete(sessionId);
      for (const wake of waiting) wake();
    },
    next(sessionId, ms, signal) {
      return new Promise<void>((resolve) => {
        const set = waiters.get(sessionId) ?? new Set<() => void>();
        waiters.set(sessionId, set);
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          set.delete(done);
          if (set.size === 0 && waiters.get(sessionId) === set) waiters.delete(sessionId);
          resolve();
        };
        const timer = setTimeout(done, ms);
        signal?.addEventListener('abort', done, { once: true });
        set.add(done);
      });
    },
  };
}
