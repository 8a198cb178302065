import { SiteMarkdown } from '../../ui/markdown/SiteMarkdown';
import { SupportChannels } from '../contact/SupportChannels';
import type { LegalBlock } from './legal.types';
import { LegalTimelines } from './LegalTimelines';

export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'markdown':
      return (
        <SiteMarkdown
          text={block.text}
          gapClassName="space-y-4"
          headingClassName="pt-2 text-lg font-semibold text-base-content"
          listClassName="list-disc space-y-2 pl-5 marker:text-primary"
        />
      );
    case 'timelines':
      return <LegalTimelines caption={block.caption} rows={block.rows} />;
    case 'support-channels':
      return <SupportChannels lead={block.lead} />;
  }
}
