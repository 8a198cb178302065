import { ComingSoon } from '../../ui/ComingSoon';

export function DashboardPage() {
  return (
    <ComingSoon
      title="Dashboard"
      summary="Your sessions, active sessions, responses and chatbots at a glance, with the latest activity."
    />
  );
}
