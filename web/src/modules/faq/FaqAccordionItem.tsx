import { Icon } from '../../ui/Icon';
import type { FaqItem } from './faq-items';

type FaqAccordionItemProps = {
  item: FaqItem;
  open: boolean;
  onToggle: (id: string) => void;
};

/** One question: a heading whose button shows or hides the answer below it. */
export function FaqAccordionItem({ item, open, onToggle }: FaqAccordionItemProps) {
  const buttonId = `faq-${item.id}-question`;
  const panelId = `faq-${item.id}-answer`;
  return (
    <div className="rounded-box border border-base-300 bg-base-100">
      <h2 className="text-base font-semibold sm:text-lg">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            onToggle(item.id);
          }}
          className="flex w-full cursor-pointer items-center justify-between gap-4 rounded-box px-5 py-4 text-left hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span>{item.question}</span>
          <Icon
            name="chevronDown"
            className={`h-5 w-5 shrink-0 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-5 pb-5 text-base-content/85"
      >
        <p>{item.answer}</p>
      </div>
    </div>
  );
}
