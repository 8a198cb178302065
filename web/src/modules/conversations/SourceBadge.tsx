import type { SessionSource } from './conversations.types';
import { SOURCE_LABEL } from './session-labels.fns';

export function SourceBadge({ source }: { source: SessionSource }) {
  return (
    <span className={`badge badge-sm ${source === 'whatsapp' ? 'badge-success' : 'badge-info'} badge-soft`}>
      {SOURCE_LABEL[source]}
    </span>
  );
}
