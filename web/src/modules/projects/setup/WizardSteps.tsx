import { WIZARD_STEPS } from './wizard-steps';

type WizardStepsProps = {
  current: number;
  /** How many steps, from the first, may be opened. */
  enabled: number;
  onSelect: (step: number) => void;
};

/** The wizard's three steps (daisyUI steps); each opened step is a button. */
export function WizardSteps({ current, enabled, onSelect }: WizardStepsProps) {
  return (
    <nav aria-label="Setup steps">
      <ol className="steps w-full">
        {WIZARD_STEPS.map((label, index) => (
          <li key={label} className={`step ${index <= current ? 'step-primary' : ''}`}>
            <button
              type="button"
              className={`rounded-field px-2 py-1 text-sm hover:bg-base-200 disabled:cursor-not-allowed disabled:text-base-content/40 disabled:hover:bg-transparent ${index === current ? 'font-semibold text-primary' : 'font-medium'}`}
              disabled={index >= enabled}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => {
                onSelect(index);
              }}
            >
              {label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
