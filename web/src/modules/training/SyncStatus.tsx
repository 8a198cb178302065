import { Icon } from '../../ui/Icon';
import { isTraining } from './training-status.fns';
import { isSyncable, syncFrequency, syncLine } from './sync-line.fns';
import type { KnowledgeBase } from './training.types';

type SyncStatusProps = {
  set: KnowledgeBase;
  syncing: boolean;
  onSync: () => void;
};

/**
 * A website or sitemap set's sync: when it was last read from its site, when next (as often as the
 * plan allows), what the last run changed, and Sync now — off while the set is being crawled.
 */
export function SyncStatus({ set, syncing, onSync }: SyncStatusProps) {
  if (!isSyncable(set)) return null;
  const line = syncLine(set);
  const running = isTraining(set.status);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 px-4 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="wrap-anywhere">{line === '' ? 'Not synced yet: the first crawl is running.' : line}</p>
        <p className="text-xs text-base-content/70">
          Synced with the site {syncFrequency(set)}; only pages that changed are learnt again.
        </p>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={running || syncing}
        title={running ? 'The set is being crawled now' : 'Read the site again now'}
        onClick={onSync}
      >
        <Icon name="refresh" className="h-4 w-4" />
        Sync now
      </button>
    </div>
  );
}
