import { ComingSoon } from '../../ui/ComingSoon';

export function UserPlanPage() {
  return (
    <ComingSoon
      title="Plan & billing"
      summary="Compare plans, upgrade or cancel, and choose monthly or yearly billing."
    />
  );
}
