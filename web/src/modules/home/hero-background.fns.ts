/** Picks a number in [0, 1) the way Math.random does; injected so tests can choose. */
export type RandomSource = () => number;

/** A random image of `count` for the first paint. */
export function pickFirstBackground(count: number, random: RandomSource): number {
  return Math.min(count - 1, Math.floor(random() * count));
}

/** A random image of `count` other than `current`, so a change is always visible. */
export function pickNextBackground(current: number, count: number, random: RandomSource): number {
  if (count < 2) return current;
  // Draw among the other count - 1 images, then skip over the current one.
  const drawn = Math.min(count - 2, Math.floor(random() * (count - 1)));
  return drawn >= current ? drawn + 1 : drawn;
}
