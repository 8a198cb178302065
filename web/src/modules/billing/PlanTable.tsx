import type { ApiBillingCycle, CataloguePlan, PlanCode } from './billing.types';
import { OfferPrice } from './OfferPrice';
import { PlanActionCell } from './PlanActionCell';
import { planRowState } from './plan-actions.fns';
import { shownDate } from './shown-date';

type PlanTableProps = {
  plans: readonly CataloguePlan[];
  currentPlan: string;
  cycle: ApiBillingCycle;
  discountPercent: number | undefined;
  /** The end of the paid cycle when the current plan is already cancelled ('' otherwise). */
  endsOn: string;
  busyPlan: PlanCode | null;
  /** A change is under way (payment, verification, cancellation): no other starts. */
  locked: boolean;
  onUpgrade: (plan: CataloguePlan) => void;
  onCancel: (plan: CataloguePlan) => void;
};

// Below 48rem of its own width each row becomes a card of its own: no sideways scrolling on phones.
const C = {
  frame: '@container rounded-box border border-base-300 bg-base-100',
  table: 'table @max-3xl:block',
  head: '@max-3xl:sr-only',
  body: '@max-3xl:block',
  row: 'align-top @max-3xl:grid @max-3xl:gap-3 @max-3xl:border-b @max-3xl:border-base-content/10 @max-3xl:p-4 @max-3xl:last:border-b-0',
  cell: '@max-3xl:block @max-3xl:border-0 @max-3xl:p-0',
} as const;

/** Spec §2: every plan with its price, features and action; the owner's own marked Current Plan. */
export function PlanTable(props: PlanTableProps) {
  const { plans, currentPlan, cycle, discountPercent, endsOn, busyPlan, locked } = props;
  const current = plans.find((plan) => plan.plan_type === currentPlan);
  return (
    <div className={C.frame}>
      <table role="table" aria-label="Plans" className={C.table}>
        <thead role="rowgroup" className={C.head}>
          <tr role="row">
            <th role="columnheader" scope="col" className="w-44">
              Plan
            </th>
            <th role="columnheader" scope="col" className="w-48">
              Price
            </th>
            <th role="columnheader" scope="col">
              Features
            </th>
            <th role="columnheader" scope="col" className="w-40 text-right">
              Action
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className={C.body}>
          {plans.map((plan) => {
            const state = planRowState(plan, current, { cancelScheduled: endsOn !== '' });
            return (
              <tr
                role="row"
                key={plan.plan_type}
                aria-label={`${plan.name} plan`}
                className={`${C.row} ${state.current ? 'bg-primary/5' : ''}`}
              >
                <th role="rowheader" scope="row" className={`${C.cell} font-normal`}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="text-lg font-bold">{plan.name}</span>
                    {state.current && <span className="badge badge-primary badge-sm">Current Plan</span>}
                    {plan.most_popular && !state.current && (
                      <span className="badge badge-outline badge-sm">Most Popular</span>
                    )}
                  </span>
                </th>
                <td role="cell" className={C.cell}>
                  <OfferPrice plan={plan} cycle={cycle} discountPercent={discountPercent} />
                </td>
                <td role="cell" className={C.cell}>
                  <ul className="flex flex-col gap-1 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <span aria-hidden="true" className="text-primary">
                          ✓
                        </span>
                        {feature}
                      </li>
                    ))}
                  </ul>
                </td>
                <td role="cell" className={`${C.cell} text-right @max-3xl:text-left`}>
                  {state.current && endsOn !== '' && plan.order > 1 ? (
                    <p className="text-sm text-base-content/75">Ends on {shownDate(endsOn)}, then Free</p>
                  ) : (
                    <PlanActionCell
                      plan={plan}
                      action={state.action}
                      busy={busyPlan === plan.plan_type}
                      locked={locked}
                      onUpgrade={props.onUpgrade}
                      onCancel={props.onCancel}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
