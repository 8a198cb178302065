import { ComingSoon } from '../../ui/ComingSoon';

export function FaqsPage() {
  return (
    <ComingSoon
      title="Frequently asked questions"
      summary="Answers about setting up SiteSage, training it on your data, languages, plans, security and support."
    />
  );
}
