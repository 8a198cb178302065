import { useState } from 'react';
import { FaqAccordionItem } from './FaqAccordionItem';
import type { FaqItem } from './faq-items';
import { nextOpenItem } from './open-item.fns';

/** The questions, one answer open at a time; the first is open to begin with. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null);
  return (
    <div className="flex flex-col gap-3">
      {items.map((item) => (
        <FaqAccordionItem
          key={item.id}
          item={item}
          open={openId === item.id}
          onToggle={(id) => {
            setOpenId((current) => nextOpenItem(current, id));
          }}
        />
      ))}
    </div>
  );
}
