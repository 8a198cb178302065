import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CheckList } from '../marketing/CheckList';
import { PlanPriceTag } from './PlanPriceTag';
import type { BillingCycle, Plan } from './plans';

/** One plan: name, price for the chosen cycle, what it includes and its call to action. */
export function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`card relative bg-base-100 ${
        plan.mostPopular ? 'border-2 border-primary shadow-lg' : 'border border-base-300 shadow-sm'
      }`}
    >
      <div className="card-body gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="card-title text-2xl">
            {plan.name}
          </h2>
          {plan.mostPopular ? (
            <span className="badge border-0 bg-base-content font-semibold text-base-100">Most Popular</span>
          ) : null}
        </div>
        <p className="grow-0 text-base-content/80 xl:min-h-12">{plan.summary}</p>
        <PlanPriceTag price={plan.price} cycle={cycle} />
        <Link to={plan.action.to} className={`btn ${plan.mostPopular ? 'btn-primary' : 'btn-outline'}`}>
          {plan.action.label} <span className="sr-only">— {plan.name} plan</span>
        </Link>
        <CheckList items={plan.features} className="text-sm text-base-content/85" />
      </div>
    </article>
  );
}
