import type { RandomSource } from './hero-background.fns';
import {
  HERO_BACKGROUND_HEIGHT,
  HERO_BACKGROUND_WIDTH,
  HERO_BACKGROUNDS,
  HERO_ROTATION_MS,
} from './hero-backgrounds';
import { useRotatingBackground } from './useRotatingBackground';

const IMAGE_CLASS = 'absolute inset-0 h-full w-full object-cover';
// A newly mounted scene fades in over the one it replaces; @starting-style needs no script and,
// behind motion-safe, reduced motion gets a plain swap (the rotation is paused then anyway).
const FADE_IN_CLASS =
  'transition-opacity duration-1000 ease-out motion-safe:starting:opacity-0 motion-reduce:transition-none';

/**
 * The hero's decorative scene and the tint that keeps the hero's text readable on it. Only the
 * scene on screen (and, while it fades in, the one before) is in the page, so the other images are
 * fetched when their turn comes.
 */
export function HeroBackground({ paused, random = Math.random }: { paused: boolean; random?: RandomSource }) {
  const { current, previous } = useRotatingBackground(
    HERO_BACKGROUNDS.length,
    HERO_ROTATION_MS,
    paused,
    random,
  );
  const layers = previous === null ? [current] : [previous, current];

  return (
    <div
      className="absolute inset-0 -z-10 overflow-hidden bg-neutral"
      aria-hidden="true"
      data-testid="hero-background"
    >
      {layers.map((index) => (
        <img
          key={index}
          src={HERO_BACKGROUNDS[index]}
          alt=""
          width={HERO_BACKGROUND_WIDTH}
          height={HERO_BACKGROUND_HEIGHT}
          decoding="async"
          // The first scene is above the fold; later ones are fetched only when they are shown.
          fetchPriority={previous === null ? 'high' : 'auto'}
          data-current={index === current ? 'true' : undefined}
          className={previous === null ? IMAGE_CLASS : `${IMAGE_CLASS} ${FADE_IN_CLASS}`}
        />
      ))}
      <div className="absolute inset-0 bg-linear-to-b from-neutral/75 via-neutral/60 to-neutral/85" />
      {/* Darker still behind the headline, wherever the scene is brightest. */}
      <div className="absolute inset-0 bg-radial from-neutral/45 via-neutral/20 to-transparent" />
    </div>
  );
}
