export type CreationStepKey = 'prepare' | 'customize' | 'review' | 'train';

/** waiting → running → done; 'skipped' when the step could not do its work but the flow goes on;
 *  'unavailable' when the product cannot do it yet. */
export type CreationStepState = 'waiting' | 'running' | 'done' | 'skipped' | 'unavailable';

export type CreationStep = { key: CreationStepKey; label: string; state: CreationStepState; note: string };

export const TRAINING_UNAVAILABLE_NOTE =
  'Training is not available yet — you can customise and deploy your agent now, and add training sources once training launches.';

export const REVIEW_FAILED_NOTE =
  'We could not review your website, so your agent starts with the default look. You can change it any time.';

export const INITIAL_STEPS: readonly CreationStep[] = [
  { key: 'prepare', label: 'Preparing Agent', state: 'waiting', note: '' },
  { key: 'customize', label: 'Customizing UI for Agent', state: 'waiting', note: '' },
  { key: 'review', label: 'Reviewing your website', state: 'waiting', note: '' },
  { key: 'train', label: 'Initiating training', state: 'waiting', note: '' },
];

export function withStep(
  steps: readonly CreationStep[],
  key: CreationStepKey,
  state: CreationStepState,
  note = '',
): CreationStep[] {
  return steps.map((step) => (step.key === key ? { ...step, state, note } : step));
}
