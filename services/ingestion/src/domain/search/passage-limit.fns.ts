export const defaultPassageLimit = 5;
export const maxPassageLimit = 20;

/** The number of passages to return: proto3 sends 0 for "not set", which means the default. */
export function passageLimit(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return defaultPassageLimit;
  return Math.min(maxPassageLimit, Math.max(1, Math.floor(requested)));
}
