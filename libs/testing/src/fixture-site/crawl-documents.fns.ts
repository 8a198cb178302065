/** robots.txt and sitemap documents, shared by the fixture shop and the hostile server. */
import { escapeHtml } from './page-layout.fns.js';

export function robotsTxt(groups: { agents: string[]; disallow: string[] }[], sitemaps: string[]): string {
  const lines = groups.flatMap((group) => [
    ...group.agents.map((agent) => `User-agent: ${agent}`),
    ...group.disallow.map((path) => `Disallow: ${path}`),
    '',
  ]);
  return `# robots.txt\n${lines.join('\n')}\n${sitemaps.map((url) => `Sitemap: ${url}`).join('\n')}\n`;
}

/** A `<urlset>`; `lastmod` is fixed so the documents are byte-for-byte stable between runs. */
export function urlsetXml(urls: readonly string[]): string {
  const entries = urls
    .map((url) => `<url><loc>${escapeHtml(url)}</loc><lastmod>2026-01-15</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</urlset>
`;
}

export function sitemapIndexXml(sitemaps: readonly string[]): string {
  const entries = sitemaps
    .map((url) => `<sitemap><loc>${escapeHtml(url)}</loc><lastmod>2026-01-15</lastmod></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`;
}
