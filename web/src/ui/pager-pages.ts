export type PagerItem = number | 'gap';

/**
 * The page buttons of a pager (pages from 1): every page when there are 7 or fewer, else the
 * first and last pages, a window of 3 around the current one, and gaps between them (spec §9).
 */
export function pagerPages(current: number, count: number): PagerItem[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const start = Math.min(Math.max(current - 1, 2), count - 3);
  const end = Math.max(Math.min(current + 1, count - 1), 4);
  const items: PagerItem[] = [1];
  if (start > 2) items.push('gap');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < count - 1) items.push('gap');
  items.push(count);
  return items;
}
