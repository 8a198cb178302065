import { useId } from 'react';
import { YEARLY_SAVING, type BillingCycle } from './plans';

const OPTIONS: readonly { cycle: BillingCycle; label: string }[] = [
  { cycle: 'monthly', label: 'Monthly' },
  { cycle: 'yearly', label: 'Yearly' },
];

type BillingCycleToggleProps = {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
};

/**
 * Monthly or yearly prices, as a radio group drawn as a segmented control: arrow keys move
 * between the two, as with any radio group.
 */
export function BillingCycleToggle({ value, onChange }: BillingCycleToggleProps) {
  const name = useId();
  return (
    <fieldset className="mx-auto w-fit max-w-full">
      <legend className="sr-only">Billing period</legend>
      <div className="flex rounded-full border border-base-300 bg-base-200 p-1">
        {OPTIONS.map((option) => (
          <label
            key={option.cycle}
            className="flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-base-content/75 transition-colors hover:text-base-content has-checked:bg-base-content has-checked:text-base-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary sm:px-5"
          >
            <input
              type="radio"
              name={name}
              value={option.cycle}
              checked={value === option.cycle}
              onChange={() => {
                onChange(option.cycle);
              }}
              className="sr-only"
            />
            {option.label}{' '}
            {option.cycle === 'yearly' ? (
              <span className="badge badge-sm badge-outline whitespace-nowrap">{YEARLY_SAVING}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
