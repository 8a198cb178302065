import { useState } from 'react';
import { useAppSelector } from '../../app/useAppSelector';
import { selectUser } from '../auth/auth.slice';
import { useCancelSubscriptionMutation } from './billing.api';
import type { PlanChangePoll } from './usePlanChangePoll';

export type CancelPlan = {
  /** The confirmation is open. */
  asking: boolean;
  ask: () => void;
  dismiss: () => void;
  confirm: () => Promise<void>;
  cancelling: boolean;
};

/**
 * Cancel Plan (spec §4): the owner confirms, billing cancels the subscription at the end of the
 * paid cycle, and the user is polled like after a payment, so the page moves to Free by itself when
 * the cycle ends while it is open. A failed cancel only stops the loading (spec §8).
 */
export function useCancelPlan(poll: PlanChangePoll): CancelPlan {
  const user = useAppSelector(selectUser);
  const [cancelSubscription, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const [asking, setAsking] = useState(false);

  const confirm = async () => {
    if (user === null) return;
    try {
      await cancelSubscription(undefined).unwrap();
    } catch {
      setAsking(false);
      return;
    }
    setAsking(false);
    poll.start(user, 'cancellation');
  };

  return {
    asking,
    ask: () => {
      setAsking(true);
    },
    dismiss: () => {
      setAsking(false);
    },
    confirm,
    cancelling,
  };
}
