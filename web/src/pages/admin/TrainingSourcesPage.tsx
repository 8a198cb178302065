import { ComingSoon } from '../../ui/ComingSoon';

export function TrainingSourcesPage() {
  return (
    <ComingSoon
      title="Training sources"
      summary="Every page and file in this training set, with its status, and the option to retry or remove it."
    />
  );
}
