import { TYPEWRITER_TITLES } from './typewriter-titles';
import { useTypewriter } from './useTypewriter';

// The longest title, laid invisibly under the typed one, keeps the line's height constant so the
// hero does not jump as titles of different lengths wrap.
const LONGEST_TITLE = TYPEWRITER_TITLES.reduce((longest, title) =>
  title.length > longest.length ? title : longest,
);

/**
 * The typed title of the home headline. Purely visual: the headline gives screen readers a fixed
 * text instead, so they do not hear every keystroke.
 */
export function Typewriter({ paused }: { paused: boolean }) {
  const text = useTypewriter(TYPEWRITER_TITLES, paused);
  return (
    <span className="mt-2 grid" aria-hidden="true">
      <span className="invisible col-start-1 row-start-1">{LONGEST_TITLE}</span>
      <span
        data-testid="typewriter"
        className="col-start-1 row-start-1 text-[color-mix(in_oklab,var(--color-primary)_50%,var(--color-neutral-content))]"
      >
        {text}
        <span className="ml-1 inline-block h-[0.85em] w-[0.08em] translate-y-[0.1em] bg-current motion-safe:animate-pulse" />
      </span>
    </span>
  );
}
