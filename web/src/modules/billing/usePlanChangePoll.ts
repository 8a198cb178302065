import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../app/useAppDispatch';
import { baseApi } from '../api/base-api';
import { authApi } from '../auth/auth.api';
import type { User } from '../auth/auth.types';
import { PLAN_POLL_MS, planChanged, planSnapshot, type PlanSnapshot } from './plan-poll.fns';

/** What the poll waits for: billing to confirm a payment, or a cancelled plan to end. */
export type PollReason = 'payment' | 'cancellation';

export type PlanChangePoll = {
  /** Starts asking for the user every 2 s until its plan differs from `from`. */
  start: (from: PlanSnapshot, reason: PollReason) => void;
  /** Why the poll runs, while it runs. */
  waitingFor: PollReason | null;
};

/**
 * Spec §4: after a verified payment or a cancellation the user is polled every 2 s until
 * `account_type` or `billing_cycle` changes, then polling stops. Billing changes the plan only when
 * Razorpay says so, so this waits for the server rather than trusting the browser's payment. When
 * the change comes, everything that depends on the plan (limits, usage, payments) is read again.
 */
export function usePlanChangePoll(onChanged: (user: User) => void): PlanChangePoll {
  const dispatch = useAppDispatch();
  const [waiting, setWaiting] = useState<{ from: PlanSnapshot; reason: PollReason } | null>(null);

  useEffect(() => {
    if (waiting === null) return;
    let stopped = false;
    let timer: number | undefined;
    const look = async () => {
      // A fresh copy every time; it also refreshes the stored user (the top bar's plan badge).
      const { data: user } = await dispatch(
        authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      if (stopped) return;
      if (user !== undefined && planChanged(waiting.from, user)) {
        setWaiting(null);
        dispatch(baseApi.util.invalidateTags(['Billing', 'Project', 'Analytics']));
        onChanged(user);
        return;
      }
      // A failed look is retried on the next round, like any other.
      timer = window.setTimeout(() => void look(), PLAN_POLL_MS);
    };
    timer = window.setTimeout(() => void look(), PLAN_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [waiting, dispatch, onChanged]);

  return {
    start: (snapshot, reason) => {
      setWaiting({ from: planSnapshot(snapshot), reason });
    },
    waitingFor: waiting?.reason ?? null,
  };
}
