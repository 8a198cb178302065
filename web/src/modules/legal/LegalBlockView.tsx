import { SupportChannels } from '../contact/SupportChannels';
import type { LegalBlock } from './legal.types';
import { LegalTimelines } from './LegalTimelines';

export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h3 className="pt-2 text-lg font-semibold text-base-content">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-primary">
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'timelines':
      return <LegalTimelines caption={block.caption} rows={block.rows} />;
    case 'support-channels':
      return <SupportChannels lead={block.lead} />;
  }
}
