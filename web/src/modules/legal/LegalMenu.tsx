import { Link } from 'react-router-dom';
import { legalHeadingId } from './legal-heading-id';
import type { LegalSection, LegalSectionId } from './legal.types';

type LegalMenuProps = {
  sections: readonly Pick<LegalSection, 'id' | 'title'>[];
  /** The section being read, highlighted. */
  active: LegalSectionId | null;
};

/**
 * Links to the sections by fragment: a wrapped row of small buttons on phones, a sticky list beside
 * the text on large screens. Following one adds a history entry; useScrollOnNavigate then scrolls to
 * the section (smoothly unless the reader prefers reduced motion).
 */
export function LegalMenu({ sections, active }: LegalMenuProps) {
  return (
    <nav aria-label="Legal sections">
      <p className="mb-2 text-xs font-semibold tracking-wide text-base-content/70 uppercase">On this page</p>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {sections.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <Link
                to={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={() => {
                  // Keyboard and screen-reader users go on reading from the section, not from the menu.
                  document.getElementById(legalHeadingId(section.id))?.focus({ preventScroll: true });
                }}
                className={`block rounded-field border px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:border-transparent lg:border-l-2 lg:rounded-none lg:py-2 ${
                  current
                    ? 'border-primary bg-primary/10 font-semibold text-base-content lg:border-l-primary'
                    : 'border-base-300 text-base-content/80 hover:bg-base-200 hover:text-base-content lg:border-l-base-300'
                }`}
              >
                {section.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
