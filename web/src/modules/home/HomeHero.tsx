import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import type { RandomSource } from './hero-background.fns';
import { HeroBackground } from './HeroBackground';
import { Typewriter } from './Typewriter';
import { TYPEWRITER_TITLES } from './typewriter-titles';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

// An outline button in the hero's own text colour (daisyUI's colour variables), readable on the tint.
const ON_TINT_OUTLINE =
  'btn btn-lg btn-outline [--btn-color:var(--color-neutral-content)] [--btn-fg:var(--color-neutral)]';

/** The full-height opening screen: rotating scene, typed headline and the first calls to action. */
export function HomeHero({ random }: { random?: RandomSource }) {
  const reducedMotion = usePrefersReducedMotion();

  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col text-neutral-content">
      <HeroBackground paused={reducedMotion} random={random} />
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col items-center justify-center gap-6 px-4 pt-12 pb-8 sm:gap-7 sm:pt-16 text-center">
        <p className="rounded-full border border-neutral-content/30 bg-neutral/40 px-4 py-1 text-xs font-medium sm:text-sm">
          AI chat agents that learn your website
        </p>
        <h1 className="text-[2rem] leading-tight font-extrabold tracking-tight text-balance sm:text-6xl">
          <span className="sr-only">Turn Your Website Into a {TYPEWRITER_TITLES[0]}</span>
          <span aria-hidden="true">
            Turn Your Website Into a
            <Typewriter paused={reducedMotion} />
          </span>
        </h1>
        <p className="max-w-2xl text-base text-neutral-content/90 sm:text-xl">
          Type your site’s address. SiteSage reads your pages, sitemaps and documents, and gives you an agent
          that answers visitors in seconds, day and night, with a link to where each answer came from. No
          coding, ready within minutes.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/register" className="btn btn-primary btn-lg">
            Create My AI Bot
          </Link>
          <Link to="#demo" className={ON_TINT_OUTLINE}>
            Watch the demo
          </Link>
        </div>
      </div>
      <Link
        to="#how-it-works"
        className="mx-auto mb-6 flex flex-col items-center gap-1 rounded-box px-3 py-2 text-sm font-medium text-neutral-content/90 hover:text-neutral-content focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-content"
      >
        See how it works
        <Icon name="arrowDown" className="h-6 w-6 motion-safe:animate-bounce" />
      </Link>
    </section>
  );
}
