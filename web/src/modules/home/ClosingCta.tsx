import { Link } from 'react-router-dom';

// An outline button in the panel’s own text colour (daisyUI’s colour variables), for both themes.
const ON_NEUTRAL_OUTLINE =
  'btn btn-lg btn-outline [--btn-color:var(--color-neutral-content)] [--btn-fg:var(--color-neutral)]';

/** The last word of the home page: start free. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="px-4 py-20">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-box bg-neutral px-6 py-14 text-center text-neutral-content shadow-xl sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your website already has the answers
        </h2>
        <p className="max-w-2xl text-lg text-neutral-content/90">
          Let your visitors find them by asking. The free plan includes one agent and 100 conversations a
          month, so you can see it answer real questions before you pay for anything.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/register" className="btn btn-primary btn-lg">
            Get Started Free
          </Link>
          <Link to="/pricing" className={ON_NEUTRAL_OUTLINE}>
            Compare plans
          </Link>
        </div>
      </div>
    </section>
  );
}
