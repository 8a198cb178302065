import { ComingSoon } from '../../ui/ComingSoon';

export function ProjectDeployPage() {
  return (
    <ComingSoon
      title="Deployment"
      summary="The one-line script to paste into your website so visitors can chat with this agent."
    />
  );
}
