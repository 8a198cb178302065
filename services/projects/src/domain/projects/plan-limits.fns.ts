/** Agents each plan allows (spec §6); any other plan allows none. */
export const projectLimits: Readonly<Record<string, number>> = Object.freeze({
  FREE: 1,
  BASIC: 5,
  PRO: 50,
  ENTERPRISE: 100,
});

export const planLimitMessage = 'You have reached the maximum allowed projects for your plan.';

export function projectLimitFor(plan: string): number {
  const key = plan.trim().toUpperCase();
  return Object.hasOwn(projectLimits, key) ? (projectLimits[key] ?? 0) : 0;
}
