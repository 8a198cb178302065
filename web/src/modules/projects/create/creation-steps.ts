import type { KnowledgeBase } from '../../training/training.types';

export type CreationStepKey = 'prepare' | 'customize' | 'review' | 'train';

/** waiting → running → done; 'skipped' when the step could not do its work but the flow goes on;
 *  'failed' when it ended without success (the agent is still usable). */
export type CreationStepState = 'waiting' | 'running' | 'done' | 'skipped' | 'failed';

export type CreationStep = {
  key: CreationStepKey;
  label: string;
  state: CreationStepState;
  note: string;
  /** Percent done, shown as a bar while the step runs. */
  progress?: number;
};

export const REVIEW_FAILED_NOTE =
  'We could not review your website, so your agent starts with the default look. You can change it any time.';

export const TRAINING_QUEUED_NOTE = 'Queued — training starts in a moment.';

const AFTER_TRAINING_FAILURE = 'You can retrain it or add other sources from the Training page.';

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
  progress?: number,
): CreationStep[] {
  return steps.map((step) => {
    if (step.key !== key) return step;
    const { progress: _previous, ...rest } = step;
    return progress === undefined ? { ...rest, state, note } : { ...rest, state, note, progress };
  });
}

/** The training step as one look at the website's training set shows it (spec §4). */
export function trainingStep(
  set: Pick<
    KnowledgeBase,
    | 'status'
    | 'progress'
    | 'pages_done'
    | 'pages_total'
    | 'pages_completed'
    | 'pages_failed'
    | 'failure_reason'
  >,
): { state: CreationStepState; note: string; progress?: number } {
  switch (set.status) {
    case 'INQUEUE':
      return { state: 'running', note: TRAINING_QUEUED_NOTE };
    case 'INPROGRESS': {
      const pages = set.pages_total > 0 ? ` (${set.pages_done} of ${set.pages_total} pages)` : '';
      return {
        state: 'running',
        note: `Learning from your website… ${set.progress}%${pages}`,
        progress: set.progress,
      };
    }
    case 'COMPLETED':
      return { state: 'done', note: completedNote(set.pages_completed, set.pages_failed) };
    case 'FAILED':
      return {
        state: 'failed',
        note: `${set.failure_reason === '' ? 'Training failed.' : set.failure_reason} ${AFTER_TRAINING_FAILURE}`,
      };
  }
}

/** Pages learned, and the failed ones beside them: a crawl with many failures is no plain success. */
function completedNote(learned: number, failed: number): string {
  const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;
  if (learned === 0) return 'Training complete.';
  const note = `Learned from ${pages(learned)} of your website.`;
  return failed > 0 ? `${note} ${pages(failed)} failed — see the Training page for why.` : note;
}

/** The training step when its training set could not even be created. */
export function trainingNotStarted(reason: string): { state: CreationStepState; note: string } {
  return { state: 'failed', note: `${reason} ${AFTER_TRAINING_FAILURE}` };
}
