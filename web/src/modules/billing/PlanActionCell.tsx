import { Link } from 'react-router-dom';
import type { CataloguePlan } from './billing.types';
import type { PlanRowAction } from './plan-actions.fns';

type PlanActionCellProps = {
  plan: CataloguePlan;
  action: PlanRowAction;
  /** This plan's upgrade is under way. */
  busy: boolean;
  /** Another change is under way: nothing else starts meanwhile. */
  locked: boolean;
  onUpgrade: (plan: CataloguePlan) => void;
  onCancel: (plan: CataloguePlan) => void;
};

/** The plans table's action for one plan: Upgrade, Contact Us, Cancel Plan, or nothing. */
export function PlanActionCell({ plan, action, busy, locked, onUpgrade, onCancel }: PlanActionCellProps) {
  const planName = <span className="sr-only">— {plan.name} plan</span>;
  switch (action) {
    case 'upgrade':
      return (
        <button
          type="button"
          className="btn btn-primary btn-sm w-full sm:w-auto"
          disabled={busy || locked}
          onClick={() => {
            onUpgrade(plan);
          }}
        >
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Upgrade {planName}
        </button>
      );
    case 'contact':
      return (
        <Link to="/contact-us" className="btn btn-outline btn-sm w-full sm:w-auto">
          Contact Us {planName}
        </Link>
      );
    case 'cancel':
      return (
        <button
          type="button"
          className="btn btn-ghost btn-sm w-full text-error sm:w-auto"
          disabled={locked}
          onClick={() => {
            onCancel(plan);
          }}
        >
          Cancel Plan {planName}
        </button>
      );
    case 'none':
      return null;
  }
}
