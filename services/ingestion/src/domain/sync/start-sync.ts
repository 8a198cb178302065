import { AppError } from '@sitesage/errors';
import type { Executor } from '@sitesage/db';
import type { IngestionDatabase, KnowledgeBaseRow } from '../../db/database.js';
import type { KnowledgeBasesRepository } from '../../db/knowledge-bases.repository.js';
import type { ResourcesRepository } from '../../db/resources.repository.js';
import type { Scheduler } from '../knowledge/scheduler.port.js';
import type { Transact } from '../knowledge/transact.port.js';
import { isSyncable, nextSyncAt } from './sync-schedule.fns.js';

export type SyncStarterDeps = {
  transact: Transact;
  knowledgeBases: Pick<KnowledgeBasesRepository, 'lockForSync' | 'claimDue' | 'startRun' | 'setSchedule'>;
  resources: Pick<ResourcesRepository, 'rescheduleForSync'>;
  scheduler: Pick<Scheduler, 'discover'>;
  now?: () => Date;
};

export const syncMessages = {
  running: 'This training set is being crawled now; sync it again once that run has finished.',
  notSyncable: 'Only website and sitemap training sets are synced with their site.',
};

const isRunning = (knowledgeBase: KnowledgeBaseRow) =>
  knowledgeBase.status === 'INQUEUE' || knowledgeBase.status === 'INPROGRESS';

/**
 * Starts a sync of a website or sitemap set: a new run of every source but the retired ones, and
 * discovery, which re-reads the sitemaps, retires the pages they dropped and queues the rest. Each
 * page is then asked for conditionally and re-embedded only if its text changed (fetch-page and
 * index-source steps). Sync now and the scheduler's sweep start syncs here, each under a row lock
 * on the set, so a sync never starts while a crawl of the same set runs.
 */
export function createSyncStarter(deps: SyncStarterDeps) {
  const now = deps.now ?? (() => new Date());

  /** Within the caller's transaction, holding the set's lock. */
  async function start(knowledgeBase: KnowledgeBaseRow, tx: Executor<IngestionDatabase>) {
    const started = await deps.knowledgeBases.startRun(knowledgeBase.id, tx);
    await deps.resources.rescheduleForSync(knowledgeBase.id, tx);
    // The next one counts from this start: a sync by hand also moves the scheduled one along.
    const plan = knowledgeBase.plan;
    await deps.knowledgeBases.setSchedule(
      knowledgeBase.id,
      { plan, nextSyncAt: nextSyncAt(knowledgeBase.id, plan, now()) },
      tx,
    );
    return started;
  }

  return {
    /** Sync now, for an owner whose ownership of the set was checked. */
    async syncNow(id: string): Promise<KnowledgeBaseRow> {
      const started = await deps.transact(async (tx) => {
        const knowledgeBase = await deps.knowledgeBases.lockForSync(id, tx);
        if (!knowledgeBase) throw AppError.notFound('Training set not found');
        if (!isSyncable(knowledgeBase.type))
          throw new AppError('FAILED_PRECONDITION', syncMessages.notSyncable);
        if (isRunning(knowledgeBase)) throw new AppError('FAILED_PRECONDITION', syncMessages.running);
        return start(knowledgeBase, tx);
      });
      // A lost job is queued again by the reconciler: the set is unfinished with discovery to do.
      await deps.scheduler.discover(started);
      return started;
    },

    /** Starts every sync that is due (up to `limit`); returns how many started. */
    async syncDue(limit: number): Promise<number> {
      let started = 0;
      while (started < limit) {
        const run = await deps.transact(async (tx) => {
          const due = await deps.knowledgeBases.claimDue(now(), tx);
          return due ? start(due, tx) : undefined;
        });
        if (!run) break;
        await deps.scheduler.discover(run);
        started += 1;
      }
      return started;
    },
  };
}

export type SyncStarter = ReturnType<typeof createSyncStarter>;
