import { ComingSoon } from '../../ui/ComingSoon';

export function ProjectIntegrationsPage() {
  return (
    <ComingSoon
      title="Agent integrations"
      summary="The integrations connected to this agent, and the ones you can add."
    />
  );
}
