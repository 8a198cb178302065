import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_PARAM, checkoutPlanType } from './checkout-link.fns';
import type { PaidPlanCode } from './billing.types';

/**
 * `/register#basic` leads, after sign-up, to the plan page with `?checkout=basic`: the page opens
 * that plan's checkout once, as soon as it can, and drops the parameter so a reload does not ask
 * again.
 */
export function useCheckoutLink(ready: boolean, start: (planType: PaidPlanCode) => void): void {
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
    const planType = checkoutPlanType(wanted);
    if (planType !== null) start(planType);
  }, [ready, wanted, start, setParams]);
}
