import { useId, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { SiteMarkdown } from '../../ui/markdown/SiteMarkdown';
import type { HelpQuestion } from './troubleshoot.types';

/**
 * One problem as a disclosure: its question is a button that shows or hides the numbered steps.
 * Each item opens on its own, so several can be open side by side.
 */
export function HelpQuestionItem({ item }: { item: HelpQuestion }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-steps`;

  return (
    <li className="rounded-box border border-base-300 bg-base-100">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((current) => !current);
          }}
          className="flex w-full items-center justify-between gap-3 rounded-box px-4 py-3 text-left font-medium hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span>{item.question}</span>
          <span className={`shrink-0 motion-safe:transition-transform ${open ? 'rotate-180' : ''}`}>
            <Icon name="chevronDown" className="h-5 w-5" />
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="border-t border-base-300 px-4 py-4">
        <SiteMarkdown
          text={item.steps}
          listClassName="list-decimal space-y-2 pl-5 leading-relaxed text-base-content/85 marker:font-semibold marker:text-primary"
        />
      </div>
    </li>
  );
}
