import type { ReactNode } from 'react';

type ComingSoonProps = {
  title: string;
  /** One sentence on what this page will let the user do. */
  summary: string;
  children?: ReactNode;
};

/** An honest placeholder for a part of SiteSage that is not built yet. */
export function ComingSoon({ title, summary, children }: ComingSoonProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-base-content/80">{summary}</p>
      <div role="status" className="alert alert-info alert-soft mt-6">
        <span>This part of SiteSage is being built and will be available soon.</span>
      </div>
      {children}
    </section>
  );
}
