/** The streaming sitemap call (spec §7); the gateway clamps max_pages to 1..500 as well. */
export function sitemapRequestPath(url: string, maxPages: number): string {
  const query = new URLSearchParams({ url, max_pages: String(maxPages) });
  return `/api/v1/sitemap/generate-sitemap?${query.toString()}`;
}

/** Pages listed so far in a (possibly still growing) sitemap: one <loc> per page. */
export function countSitemapPages(xml: string): number {
  return xml.match(/<loc>/g)?.length ?? 0;
}

/** Reads the page-cap field: a whole number from 1 to `max`, else null. */
export function parseMaxPages(input: string, max: number): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= max ? value : null;
}
