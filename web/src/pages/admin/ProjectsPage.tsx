import { ComingSoon } from '../../ui/ComingSoon';

export function ProjectsPage() {
  return (
    <ComingSoon
      title="Agents"
      summary="All your AI agents with their sessions and training sources, and a button to create a new one."
    />
  );
}
