import { PlanCard } from './PlanCard';
import { PLANS, type BillingCycle } from './plans';

/** Every plan side by side: one column on phones, two on tablets, four on wide screens. */
export function PlanGrid({ cycle }: { cycle: BillingCycle }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} plan={plan} cycle={cycle} />
      ))}
    </div>
  );
}
