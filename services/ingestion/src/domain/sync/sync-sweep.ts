import type { Logger } from '@sitesage/logger';
import type { SyncStarter } from './start-sync.js';

/** Syncs one sweep starts at most; the rest wait for the next sweep, a minute later. */
const perSweep = 50;

/**
 * The scheduler of re-syncs: every `everyMs` it starts the syncs that fell due. Schedules live in
 * the database (each set's next_sync_at, spread over the interval by the set's id), not in Redis:
 * they survive restarts and a Redis wipe, a plan change moves them with one update, and any number
 * of worker processes can sweep at once, since each due set is claimed under a row lock.
 */
export function startSyncSweep(
  syncs: Pick<SyncStarter, 'syncDue'>,
  log: Logger,
  everyMs: number,
): { stop(): void } {
  const sweep = async () => {
    const started = await syncs.syncDue(perSweep);
    if (started > 0) log.info({ started }, 'scheduled syncs started');
  };
  const run = () => {
    sweep().catch((error: unknown) => {
      log.warn({ err: error }, 'sync sweep failed; the next sweep tries again');
    });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
