import { TRAINING_POLL_MS } from './training-limits';
import type { ResourceStatus, TrainingStatus } from './training.types';

/** Queued or running: its progress is still moving. */
export function isTraining(status: TrainingStatus): boolean {
  return status === 'INQUEUE' || status === 'INPROGRESS';
}

/** RTK Query's pollingInterval: every 5 s while anything shown is still moving, else never. */
export function trainingPollInterval(
  sets: readonly { status: TrainingStatus }[],
  sources: readonly { status: ResourceStatus }[] = [],
): number {
  const moving =
    sets.some((set) => isTraining(set.status)) || sources.some((source) => source.status === 'Processing');
  return moving ? TRAINING_POLL_MS : 0;
}
