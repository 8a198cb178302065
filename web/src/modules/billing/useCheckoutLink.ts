import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Plan } from '../pricing/plans';
import { CHECKOUT_PARAM, paidPlan } from './checkout-link.fns';

/**
 * `/register#basic` leads, after sign-up, to the plan page with `?checkout=basic`: the page opens
 * that plan's checkout once, as soon as it can, and drops the parameter so a reload does not ask
 * again.
 */
export function useCheckoutLink(ready: boolean, start: (plan: Plan) => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CHECKOUT_PARAM);
  const started = useRef(false);

  useEffect(() => {
    if (!ready || wanted === null || started.current) return;
    started.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: true },
    );
    const plan = paidPlan(wanted);
    if (plan !== undefined) start(plan);
  }, [ready, wanted, start, setParams]);
}
