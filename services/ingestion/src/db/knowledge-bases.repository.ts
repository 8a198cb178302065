import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { IngestionDatabase, KnowledgeBaseRow, KnowledgeBasesTable } from './database.js';
import type { Insertable } from 'kysely';

/** Advisory-lock class of "creating a training set for this owner" (key: hashtext(owner_id)). */
const createLockClass = 0x4b424153; // 'KBAS'

export type SourceCounts = { total: number; completed: number; failed: number; processing: number };

export type KnowledgeBasesRepository = ReturnType<typeof createKnowledgeBasesRepository>;

export function createKnowledgeBasesRepository(db: Executor<IngestionDatabase>) {
  return {
    /** Serialises training-set creation per owner, so a count and an insert cannot race. */
    async lockOwnerForCreate(ownerId: string, tx: Executor<IngestionDatabase>): Promise<void> {
      await sql`select pg_advisory_xact_lock(${createLockClass}::int, hashtext(${ownerId}))`.execute(tx);
    },

    async countForOwner(ownerId: string, tx: Executor<IngestionDatabase> = db): Promise<number> {
      const { count } = await tx
        .selectFrom('ingestion.knowledge_bases')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    insert(
      row: Insertable<KnowledgeBasesTable>,
      tx: Executor<IngestionDatabase> = db,
    ): Promise<KnowledgeBaseRow> {
      return tx.insertInto('ingestion.knowledge_bases').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The owner's training set, or undefined (also when it is another owner's). */
    findOwned(ownerId: string, id: string): Promise<KnowledgeBaseRow | undefined> {
      return db
        .selectFrom('ingestion.knowledge_bases')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    /** For workers, which act on ids from their own queues. */
    findById(id: string): Promise<KnowledgeBaseRow | undefined> {
      return db.selectFrom('ingestion.knowledge_bases').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(
      ownerId: string,
      projectId: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<{ rows: KnowledgeBaseRow[]; total: number }> {
      const scope = db
        .selectFrom('ingestion.knowledge_bases')
        .where('owner_id', '=', ownerId)
        .where('project_id', '=', projectId);
      const [rows, count] = await Promise.all([
        scope.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    updateTitle(ownerId: string, id: string, title: string): Promise<KnowledgeBaseRow | undefined> {
      return db
        .updateTable('ingestion.knowledge_bases')
        .set({ title, updated_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the set; its sources, files and chunks go with it (foreign keys cascade). */
    async delete(ownerId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('ingestion.knowledge_bases')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Starts a new run (retrain): queued again, progress from zero, discovery to be done again. */
    startRun(id: string, tx: Executor<IngestionDatabase> = db): Promise<KnowledgeBaseRow> {
      return tx
        .updateTable('ingestion.knowledge_bases')
        .set((eb) => ({
          run: eb('run', '+', 1),
          status: 'INQUEUE',
          progress: 0,
          failure_reason: '',
          discovery_done: false,
          updated_at: sql<Date>`clock_timestamp()`,
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The set, locked until the transaction ends: a sync starts once however many ask at once. */
    lockForSync(id: string, tx: Executor<IngestionDatabase>): Promise<KnowledgeBaseRow | undefined> {
      return tx
        .selectFrom('ingestion.knowledge_bases')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * The next set whose scheduled sync is due and that is not running, locked (others skip it) —
     * the scheduler's sweep takes them one at a time, in the order they fell due.
     */
    claimDue(now: Date, tx: Executor<IngestionDatabase>): Promise<KnowledgeBaseRow | undefined> {
      return tx
        .selectFrom('ingestion.knowledge_bases')
        .selectAll()
        .where('next_sync_at', '<=', now)
        .where('status', 'in', ['COMPLETED', 'FAILED'])
        .orderBy('next_sync_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
    },

    /** The plan the set syncs under and when it is next due (null: by hand only). */
    async setSchedule(
      id: string,
      schedule: { plan: string; nextSyncAt: Date | undefined },
      tx: Executor<IngestionDatabase> = db,
    ): Promise<void> {
      await tx
        .updateTable('ingestion.knowledge_bases')
        .set({ plan: schedule.plan, next_sync_at: schedule.nextSyncAt ?? null })
        .where('id', '=', id)
        .execute();
    },

    /** The owner's sets still scheduled under another plan than `plan`. */
    listOtherPlan(ownerId: string, plan: string): Promise<Pick<KnowledgeBaseRow, 'id' | 'type'>[]> {
      return db
        .selectFrom('ingestion.knowledge_bases')
        .select(['id', 'type'])
        .where('owner_id', '=', ownerId)
        .where('plan', '<>', plan)
        .execute();
    },

    /** Discovery has begun (the set leaves the queue). */
    async markDiscovering(id: string, run: number, robotsTxt: string | null): Promise<void> {
      await db
        .updateTable('ingestion.knowledge_bases')
        .set({ status: 'INPROGRESS', robots_txt: robotsTxt, updated_at: sql<Date>`clock_timestamp()` })
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'INQUEUE')
        .execute();
    },

    async markDiscoveryDone(id: string, run: number, failureReason = ''): Promise<void> {
      await db
        .updateTable('ingestion.knowledge_bases')
        .set({
          discovery_done: true,
          failure_reason: failureReason,
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .where('run', '=', run)
        .execute();
    },

    /**
     * Recounts the run's sources and moves the set along: progress is done/known and only ever
     * rises within a run (unless `allowLower`, when a new batch of sources starts); once discovery
     * is done and no source is processing, the set is COMPLETED when any source was indexed, else
     * FAILED with the first source's reason. One statement, so concurrent workers cannot interleave.
     */
    async refresh(id: string, { allowLower = false } = {}): Promise<KnowledgeBaseRow | undefined> {
      const result = await sql<KnowledgeBaseRow>`
        update ingestion.knowledge_bases kb set
          pages_total = c.total,
          pages_done = c.done,
          pages_completed = c.completed,
          pages_failed = c.failed,
          sync_changed = c.changed,
          sync_added = c.added,
          sync_removed = c.removed,
          last_synced_at = case
            when kb.discovery_done and c.done = c.total and kb.status in ('INQUEUE', 'INPROGRESS')
              then clock_timestamp()
            else kb.last_synced_at
          end,
          progress = case
            when kb.discovery_done and c.done = c.total then 100
            when c.total = 0 then 0
            when ${allowLower} then floor(100.0 * c.done / c.total)::int
            else greatest(kb.progress, floor(100.0 * c.done / c.total)::int)
          end,
          status = case
            when kb.discovery_done and c.done = c.total then
              case
                when c.completed > 0 or (c.total = 0 and kb.type in ('URL', 'FILE')) then 'COMPLETED'
                else 'FAILED'
              end
            -- Queued until discovery starts or a first source is done; a finished set given new
            -- sources is working again.
            when c.total > 0 and (c.done > 0 or kb.status <> 'INQUEUE') then 'INPROGRESS'
            else kb.status
          end,
          failure_reason = case
            when kb.discovery_done and c.done = c.total and c.completed = 0 and kb.type not in ('URL', 'FILE')
              and kb.failure_reason = '' then
              coalesce(c.first_reason, 'No page could be read.')
            when kb.discovery_done and c.done = c.total and c.completed = 0 and c.total > 0 then
              coalesce(c.first_reason, kb.failure_reason)
            when kb.discovery_done and c.done = c.total and c.completed > 0 then ''
            else kb.failure_reason
          end,
          updated_at = clock_timestamp()
        from (
          select
            count(*)::int as total,
            (count(*) filter (where status <> 'Processing'))::int as done,
            (count(*) filter (where status = 'Completed'))::int as completed,
            (count(*) filter (where status = 'Failed'))::int as failed,
            (array_agg(reason order by ordinal) filter (where status = 'Failed'))[1] as first_reason,
            (count(*) filter (where sync_change = 'changed'))::int as changed,
            (count(*) filter (where sync_change = 'new'))::int as added,
            (count(*) filter (where sync_change = 'removed'))::int as removed
          from ingestion.resources where knowledge_base_id = ${id}
        ) c
        where kb.id = ${id}
        returning kb.*
      `.execute(db);
      return result.rows[0];
    },

    /** Each project's sources, and how many of them are learned, failed and still processing. */
    async countResourcesByProject(projectIds: readonly string[]): Promise<Map<string, SourceCounts>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('ingestion.resources')
        .select((eb) => [
          'project_id',
          eb.fn.countAll<string>().as('total'),
          sql<string>`count(*) filter (where status = 'Completed')`.as('completed'),
          sql<string>`count(*) filter (where status = 'Failed')`.as('failed'),
          sql<string>`count(*) filter (where status = 'Processing')`.as('processing'),
        ])
        .where('project_id', 'in', projectIds)
        .groupBy('project_id')
        .execute();
      return new Map(
        rows.map((row) => [
          row.project_id,
          {
            total: Number(row.total),
            completed: Number(row.completed),
            failed: Number(row.failed),
            processing: Number(row.processing),
          },
        ]),
      );
    },

    /** A deleted agent's training sets, with everything under them. */
    async deleteByProject(projectId: string): Promise<number> {
      const result = await db
        .deleteFrom('ingestion.knowledge_bases')
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Sets still working whose sources may have lost their queue jobs (Redis data loss). */
    listUnfinished(olderThan: Date): Promise<KnowledgeBaseRow[]> {
      return db
        .selectFrom('ingestion.knowledge_bases')
        .selectAll()
        .where('status', 'in', ['INQUEUE', 'INPROGRESS'])
        .where('updated_at', '<', olderThan)
        .limit(100)
        .execute();
    },
  };
}
