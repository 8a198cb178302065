import { Icon, type IconName } from '../../../ui/Icon';
import type { CreationStep, CreationStepState } from './creation-steps';

const MARK: Record<
  Exclude<CreationStepState, 'running'>,
  { icon: IconName; tone: string; spoken: string }
> = {
  waiting: { icon: 'circle', tone: 'text-base-content/30', spoken: 'waiting' },
  done: { icon: 'checkCircle', tone: 'text-success', spoken: 'done' },
  skipped: { icon: 'minusCircle', tone: 'text-warning', spoken: 'skipped' },
  failed: { icon: 'errorCircle', tone: 'text-error', spoken: 'failed' },
};

/** The creation progress: a spinner on the running step, a tick on each finished one. */
export function CreationChecklist({ steps }: { steps: readonly CreationStep[] }) {
  return (
    <ol aria-label="Agent creation progress" className="flex flex-col gap-4">
      {steps.map((step) => (
        <li key={step.key} className="flex gap-3" aria-busy={step.state === 'running' ? true : undefined}>
          <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center">
            {step.state === 'running' ? (
              <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
            ) : (
              <Icon name={MARK[step.state].icon} className={`h-6 w-6 ${MARK[step.state].tone}`} />
            )}
          </span>
          <div className="min-w-0">
            <p className={`font-medium ${step.state === 'waiting' ? 'text-base-content/60' : ''}`}>
              {step.label}
              <span className="sr-only">
                {' '}
                — {step.state === 'running' ? 'in progress' : MARK[step.state].spoken}
              </span>
            </p>
            {step.note !== '' && <p className="mt-1 text-sm text-base-content/70">{step.note}</p>}
            {step.state === 'running' && step.progress !== undefined && (
              <progress
                className="progress progress-primary mt-2 w-56"
                value={step.progress}
                max={100}
                aria-label={`${step.label} progress`}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
