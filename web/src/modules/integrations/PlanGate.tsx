import { Link } from 'react-router-dom';
import { availableFrom, unlockAction } from './card-state.fns';

/** 'Available on {plan} plan onwards' with the way to get that plan (spec §2). */
export function PlanGate({ requiredPlan }: { requiredPlan: string }) {
  const action = unlockAction(requiredPlan);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-base-content/80">{availableFrom(requiredPlan)}</p>
      <Link to={action.to} className="btn btn-primary btn-sm">
        {action.label}
      </Link>
    </div>
  );
}
