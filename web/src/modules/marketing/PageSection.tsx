import { useId, type ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

type PageSectionProps = {
  title: string;
  intro?: string;
  /** Alternate sections sit on a tinted band so the page reads in blocks. */
  tinted?: boolean;
  /** An anchor for links such as /features#integrations. */
  id?: string;
  children: ReactNode;
};

/** One titled block of a public page, named by its heading for screen-reader landmarks. */
export function PageSection({ title, intro, tinted = false, id, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 px-4 py-16 sm:py-20 ${tinted ? 'bg-base-200' : ''}`}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={headingId} title={title} intro={intro} />
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
