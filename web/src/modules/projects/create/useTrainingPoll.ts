import { useEffect, useState } from 'react';
import { TRAINING_POLL_MS } from '../../training/training-limits';

/** Spec §9: the knowledge base is asked every 5 s; after 60 s a delay notice appears. */
export const POLL_INTERVAL_MS = TRAINING_POLL_MS;
export const DELAY_NOTICE_MS = 60_000;

/** One look at training: 'done' ends the polling. */
export type TrainingCheck = () => Promise<'pending' | 'done'>;

export type TrainingPoll = {
  done: boolean;
  /** True once training has run for 60 s without finishing. */
  delayed: boolean;
};

/**
 * Polls `check` — now, then 5 s after each answer — until it reports 'done'. A failed check is
 * simply retried on the next round. With `check` null nothing runs; a different `check` starts
 * over, so callers keep it stable (useCallback). The creation flow's check reads
 * GET knowledgebase/get/{id} and answers 'done' once training has COMPLETED or FAILED.
 */
export function useTrainingPoll(check: TrainingCheck | null): TrainingPoll {
  const [state, setState] = useState<TrainingPoll & { check: TrainingCheck | null }>({
    check,
    done: false,
    delayed: false,
  });
  // A new check starts afresh (the adjust-state-during-render pattern, not an effect).
  if (state.check !== check) setState({ check, done: false, delayed: false });

  useEffect(() => {
    if (check === null) return;
    let stopped = false;
    let pollTimer: number | undefined;

    const delayTimer = window.setTimeout(() => {
      setState((current) => (current.done ? current : { ...current, delayed: true }));
    }, DELAY_NOTICE_MS);

    const poll = async () => {
      let outcome: 'pending' | 'done' = 'pending';
      try {
        outcome = await check();
      } catch {
        // A failed look is not a failed training: ask again next round.
      }
      if (stopped) return;
      if (outcome === 'done') {
        window.clearTimeout(delayTimer);
        setState((current) => ({ ...current, done: true, delayed: false }));
        return;
      }
      pollTimer = window.setTimeout(() => {
        void poll();
      }, POLL_INTERVAL_MS);
    };
    void poll();

    return () => {
      stopped = true;
      window.clearTimeout(delayTimer);
      window.clearTimeout(pollTimer);
    };
  }, [check]);

  return { done: state.done, delayed: state.delayed };
}
