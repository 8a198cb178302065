import { ComingSoon } from '../../ui/ComingSoon';

export function SitemapPage() {
  return (
    <ComingSoon
      title="Sitemap generator"
      summary="Enter a website address to list its pages as a sitemap you can train your agent on."
    />
  );
}
