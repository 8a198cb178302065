import { ComingSoon } from '../../ui/ComingSoon';

export function ProjectCreatePage() {
  return (
    <ComingSoon
      title="Create an agent"
      summary="Enter your website address and SiteSage prepares an agent, styles its chat window from your site and starts training it."
    />
  );
}
