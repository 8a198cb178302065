import type { ReactNode } from 'react';

type PageHeroProps = {
  /** A short label above the title, when the title does not name the page itself. */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
};

/** The top of a public page: its one h1, a lead paragraph and optional calls to action. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-base-200 to-base-100 px-4 pt-16 pb-12 sm:pt-24 sm:pb-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        {eyebrow === undefined ? null : (
          <p className="text-sm font-semibold tracking-widest text-base-content/70 uppercase">{eyebrow}</p>
        )}
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="text-lg text-base-content/80">{lead}</p>
        {children === undefined ? null : (
          <div className="flex flex-wrap justify-center gap-3">{children}</div>
        )}
      </div>
    </section>
  );
}
