import { ComingSoon } from '../../ui/ComingSoon';

export function AboutPage() {
  return (
    <ComingSoon
      title="About SiteSage"
      summary="Our mission, who we are, the values we work by and the team building SiteSage."
    />
  );
}
