import { readableDate } from '../../modules/legal/legal-date.fns';
import { LEGAL_EFFECTIVE_DATE, LEGAL_SECTIONS } from '../../modules/legal/legal-sections';
import { LEGAL_SECTION_IDS } from '../../modules/legal/legal.types';
import { LegalMenu } from '../../modules/legal/LegalMenu';
import { LegalSectionView } from '../../modules/legal/LegalSectionView';
import { useActiveSection } from '../../modules/legal/useActiveSection';

export function LegalPage() {
  const active = useActiveSection(LEGAL_SECTION_IDS);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Legal</h1>
        <p className="mt-3 text-lg text-base-content/80">
          How SiteSage handles and protects your data, the terms of the service, and what we promise on
          delivery and refunds — in plain words.
        </p>
        <p className="mt-2 text-sm text-base-content/70">
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE}>{readableDate(LEGAL_EFFECTIVE_DATE)}</time>
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:mt-12 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <LegalMenu sections={LEGAL_SECTIONS} active={active} />
        </aside>
        <div className="flex max-w-3xl min-w-0 flex-col gap-14">
          {LEGAL_SECTIONS.map((section) => (
            <LegalSectionView key={section.id} section={section} />
          ))}
        </div>
      </div>
    </div>
  );
}
