import { legalHeadingId } from './legal-heading-id';
import type { LegalSection } from './legal.types';
import { LegalBlockView } from './LegalBlockView';

export function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    // scroll-mt keeps the heading clear of the sticky navbar when the section is scrolled to.
    <section id={section.id} aria-labelledby={legalHeadingId(section.id)} className="scroll-mt-24">
      <h2
        id={legalHeadingId(section.id)}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
      >
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-base-content/85">
        {section.blocks.map((block, index) => (
          <LegalBlockView key={index} block={block} />
        ))}
      </div>
    </section>
  );
}
