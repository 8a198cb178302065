import { Icon } from '../../../ui/Icon';

/** The yellow notice shown once training has taken more than 60 s (spec §4). */
export function TrainingDelayNotice() {
  return (
    <div role="status" className="alert alert-warning">
      <Icon name="clock" className="h-5 w-5 shrink-0" />
      <span>
        Training is taking longer than usual… Large websites can take a few minutes. You can keep this page
        open or come back later — training carries on either way.
      </span>
    </div>
  );
}
