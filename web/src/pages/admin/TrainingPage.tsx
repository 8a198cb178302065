import { ComingSoon } from '../../ui/ComingSoon';

export function TrainingPage() {
  return (
    <ComingSoon
      title="Training sets"
      summary="The websites, sitemaps, links and files your agent learns from, with their training progress."
    />
  );
}
