/** How full one quota is: the owner is told at 80 % and again at 100 %. */
export type UsageLevel = 'ok' | 'near' | 'full';

export const NEAR_LIMIT_PERCENT = 80;

/** Whole percent used, capped at 100 for the bar; a limit of 0 counts as full. */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.floor((used * 100) / limit));
}

export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit <= 0 || used >= limit) return 'full';
  return used * 100 >= limit * NEAR_LIMIT_PERCENT ? 'near' : 'ok';
}
