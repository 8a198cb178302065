import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { SourceFailure } from '../domain/knowledge/failure-codes.js';
import type { SourceRef } from '../domain/knowledge/scheduler.port.js';
import type {
  IngestionDatabase,
  NewResource,
  ResourceOrigin,
  ResourceRow,
  ResourceStatus,
} from './database.js';

/** Advisory-lock class of "adding pages to this training set" (key: hashtext(knowledge_base_id)). */
const addPagesLockClass = 0x50414745; // 'PAGE'

export type PageToAdd = { url: string; origin: ResourceOrigin; depth: number };

/** Which of a set's sources a list shows; empty values show all. */
export type SourceFilter = { status?: ResourceStatus; search?: string; reasonCode?: string };

/** `%`, `_` and `\` typed by an owner match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page held from an earlier run that is still current: done for this run, nothing missing. */
const unchangedPage = {
  status: 'Completed',
  reason: '',
  reason_code: '',
  missing_syncs: 0,
  sync_change: 'unchanged',
  updated_at: sql<Date>`clock_timestamp()`,
} as const;

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;

/** What scheduling a source again sets: a new run, processing, no failure reason. */
const runAgain = (eb: ExpressionBuilder<IngestionDatabase, 'ingestion.resources'>) =>
  ({
    run: eb('run', '+', 1),
    status: 'Processing',
    reason: '',
    reason_code: '',
    sync_change: '',
    updated_at: sql<Date>`clock_timestamp()`,
  }) as const;

/** The failure code of a page retired by a sync: gone from the site, or dropped from its sitemap. */
export const retiredCode = 'retired';

export function createResourcesRepository(db: Executor<IngestionDatabase>) {
  return {
    /**
     * Adds page sources to a set up to its page cap: pages already there are left alone, and the
     * count-then-insert runs under a per-set lock so concurrent workers cannot overshoot the cap.
     * Returns the sources that are new, in order, for the caller to queue.
     */
    async addPages(
      knowledgeBase: { id: string; project_id: string; page_cap: number },
      pages: readonly PageToAdd[],
      run: number,
    ): Promise<ResourceRow[]> {
      if (pages.length === 0) return [];
      return db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock(${addPagesLockClass}::int, hashtext(${knowledgeBase.id}))`.execute(
          tx,
        );
        const { count } = await tx
          .selectFrom('ingestion.resources')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('knowledge_base_id', '=', knowledgeBase.id)
          .where('type', '=', 'URL')
          .executeTakeFirstOrThrow();
        const room = knowledgeBase.page_cap - Number(count);
        if (room <= 0) return [];
        // Pages already in the set (or twice in this batch) must not take up the room that is left.
        const unique = [...new Map(pages.map((page) => [page.url, page])).values()];
        const known = new Set(
          (
            await tx
              .selectFrom('ingestion.resources')
              .select('url')
              .where('knowledge_base_id', '=', knowledgeBase.id)
              .where('type', '=', 'URL')
              .where(
                'url',
                'in',
                unique.map((page) => page.url),
              )
              .execute()
          ).map((row) => row.url),
        );
        const fresh = unique.filter((page) => !known.has(page.url));
        if (fresh.length === 0) return [];
        const rows: NewResource[] = fresh.slice(0, room).map((page, index) => ({
          id: crypto.randomUUID(),
          knowledge_base_id: knowledgeBase.id,
          project_id: knowledgeBase.project_id,
          type: 'URL',
          url: page.url,
          origin: page.origin,
          depth: page.depth,
          ordinal: Number(count) + index + 1,
          run,
        }));
        return tx
          .insertInto('ingestion.resources')
          .values(rows)
          .onConflict((oc) => oc.columns(['knowledge_base_id', 'url']).where('type', '=', 'URL').doNothing())
          .returningAll()
          .execute();
      });
    },

    insertFile(row: NewResource, tx: Executor<IngestionDatabase> = db): Promise<ResourceRow> {
      return tx.insertInto('ingestion.resources').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async list(
      knowledgeBaseId: string,
      { limit, offset }: { limit: number; offset: number },
      filter: SourceFilter = {},
    ): Promise<{ rows: ResourceRow[]; total: number }> {
      let scope = db.selectFrom('ingestion.resources').where('knowledge_base_id', '=', knowledgeBaseId);
      if (filter.status) scope = scope.where('status', '=', filter.status);
      if (filter.reasonCode) scope = scope.where('reason_code', '=', filter.reasonCode);
      if (filter.search) {
        const pattern = likePattern(filter.search);
        scope = scope.where((eb) =>
          eb.or([
            eb('url', 'ilike', pattern),
            eb('indexed_title', 'ilike', pattern),
            eb('file_name', 'ilike', pattern),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        scope
          .selectAll()
          .orderBy('ordinal')
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /** The set's failed sources counted by failure kind, most common first. */
    async countFailures(knowledgeBaseId: string): Promise<{ code: string; count: number }[]> {
      const rows = await db
        .selectFrom('ingestion.resources')
        .select(['reason_code', (eb) => eb.fn.countAll<string>().as('count')])
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('status', '=', 'Failed')
        .groupBy('reason_code')
        .orderBy('count', 'desc')
        .orderBy('reason_code')
        .execute();
      return rows.map((row) => ({ code: row.reason_code || 'other', count: Number(row.count) }));
    },

    /**
     * Schedules again the set's failed sources of these kinds (Retry failed): a new run each,
     * processing, no reason. Returns them for the caller to queue.
     */
    rescheduleFailed(knowledgeBaseId: string, codes: readonly string[]): Promise<ResourceRow[]> {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .updateTable('ingestion.resources')
        .set(runAgain)
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('status', '=', 'Failed')
        .where('reason_code', 'in', codes)
        .returningAll()
        .execute();
    },

    find(knowledgeBaseId: string, id: string): Promise<ResourceRow | undefined> {
      return db
        .selectFrom('ingestion.resources')
        .selectAll()
        .where('id', '=', id)
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .executeTakeFirst();
    },

    /** The set's page source at this (normalised) address, if it has one. */
    findPage(knowledgeBaseId: string, url: string): Promise<ResourceRow | undefined> {
      return db
        .selectFrom('ingestion.resources')
        .selectAll()
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('type', '=', 'URL')
        .where('url', '=', url)
        .executeTakeFirst();
    },

    findById(id: string): Promise<ResourceRow | undefined> {
      return db.selectFrom('ingestion.resources').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async delete(knowledgeBaseId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('ingestion.resources')
        .where('id', '=', id)
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Schedules one source again (retry, or a changed URL): a new run, processing, no reason. */
    reschedule(id: string, changes: { url?: string } = {}): Promise<ResourceRow> {
      return db
        .updateTable('ingestion.resources')
        .set((eb) => ({ ...changes, ...runAgain(eb) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Schedules every source of a set again (retrain); discovery may add more. */
    rescheduleAll(knowledgeBaseId: string, tx: Executor<IngestionDatabase> = db): Promise<ResourceRow[]> {
      return tx
        .updateTable('ingestion.resources')
        .set(runAgain)
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .returningAll()
        .execute();
    },

    /**
     * Schedules a set's sources again for a sync: every one but those a sync retired, whose last
     * run's mark is cleared so the new run counts only what it changes.
     */
    async rescheduleForSync(knowledgeBaseId: string, tx: Executor<IngestionDatabase>): Promise<void> {
      await tx
        .updateTable('ingestion.resources')
        .set({ sync_change: '' })
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('reason_code', '=', retiredCode)
        .execute();
      // Nothing returned: discovery queues them, after retiring what the sitemap dropped.
      await tx
        .updateTable('ingestion.resources')
        .set(runAgain)
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('reason_code', '<>', retiredCode)
        .execute();
    },

    /**
     * The set's page sources still processing, as queue references only (no text): what a sync
     * queues. `held`: the page has a copy from an earlier run, so it is asked whether it changed.
     */
    listProcessingPages(knowledgeBaseId: string): Promise<(SourceRef & { held: boolean })[]> {
      return db
        .selectFrom('ingestion.resources')
        .select(['id', 'knowledge_base_id', 'run', 'ordinal'])
        .select(sql<boolean>`content_hash is not null and content is not null`.as('held'))
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('type', '=', 'URL')
        .where('status', '=', 'Processing')
        .orderBy('ordinal')
        .execute();
    },

    /** Of these page sources, those still processing in the run named: what a check job has left to do. */
    listProcessingIn(pages: readonly { resourceId: string; run: number }[]): Promise<ResourceRow[]> {
      if (pages.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('ingestion.resources')
        .selectAll()
        .where((eb) =>
          eb(
            eb.refTuple('id', 'run'),
            'in',
            pages.map((page) => eb.tuple(page.resourceId, page.run)),
          ),
        )
        .where('type', '=', 'URL')
        .where('status', '=', 'Processing')
        .orderBy('ordinal')
        .execute();
    },

    /**
     * A page held from an earlier run is still current (the site answered 304, or the same text):
     * done for this run without fetching its text or embedding it again.
     */
    async markUnchanged(id: string, run: number): Promise<boolean> {
      const result = await db
        .updateTable('ingestion.resources')
        .set(unchangedPage)
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'Processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Pages held from an earlier run that are all still current (a batch's 304s): done for this
     * run in one statement. Returns the ids marked (a source that moved on meanwhile is left alone).
     */
    async markUnchangedMany(pages: readonly { id: string; run: number }[]): Promise<string[]> {
      if (pages.length === 0) return [];
      const rows = await db
        .updateTable('ingestion.resources')
        .set(unchangedPage)
        .where((eb) =>
          eb(
            eb.refTuple('id', 'run'),
            'in',
            pages.map((page) => eb.tuple(page.id, page.run)),
          ),
        )
        .where('status', '=', 'Processing')
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * An indexed page answered 404/410: counted, and kept answering with its last copy this time.
     * Returns the syncs in a row it has now been missing (0 when the source moved on meanwhile).
     */
    async markMissing(id: string, run: number): Promise<number> {
      const row = await db
        .updateTable('ingestion.resources')
        .set((eb) => ({
          status: 'Completed',
          missing_syncs: eb('missing_syncs', '+', 1),
          sync_change: 'unchanged',
          updated_at: sql<Date>`clock_timestamp()`,
        }))
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'Processing')
        .returning('missing_syncs')
        .executeTakeFirst();
      return row?.missing_syncs ?? 0;
    },

    /**
     * Retires a page gone from the site: its chunks leave the index and the source records why, in
     * one transaction, so no search sees it half gone. Only within this run, once.
     */
    async retire(id: string, run: number, reason: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const result = await tx
          .updateTable('ingestion.resources')
          .set({
            status: 'Failed',
            reason: reason.slice(0, 1000),
            reason_code: retiredCode,
            sync_change: 'removed',
            content: null,
            content_hash: null,
            etag: '',
            last_modified: '',
            updated_at: sql<Date>`clock_timestamp()`,
          })
          .where('id', '=', id)
          .where('run', '=', run)
          .where('reason_code', '<>', retiredCode)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await tx.deleteFrom('ingestion.chunks').where('resource_id', '=', id).execute();
        return true;
      });
    },

    /** The set's sitemap pages that are not among `listed` (and not retired yet). */
    listUnlisted(knowledgeBaseId: string, listed: readonly string[]): Promise<ResourceRow[]> {
      let query = db
        .selectFrom('ingestion.resources')
        .selectAll()
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('type', '=', 'URL')
        .where('origin', '=', 'sitemap')
        .where('reason_code', '<>', retiredCode);
      if (listed.length > 0) query = query.where('url', 'not in', listed);
      return query.execute();
    },

    /**
     * Completed sources holding chunks of another embedding model or width than `model`: what is
     * left to re-embed after the configured model changed. Oldest sets first, in discovery order.
     */
    listEmbeddedOtherwise(
      model: { name: string; dimensions: number },
      limit: number,
    ): Promise<ResourceRow[]> {
      return db
        .selectFrom('ingestion.resources as r')
        .selectAll('r')
        .where('r.status', '=', 'Completed')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('ingestion.chunks as c')
              .select('c.id')
              .whereRef('c.resource_id', '=', 'r.id')
              .where((chunk) =>
                chunk.or([
                  chunk('c.embedding_model', '<>', model.name),
                  chunk('c.embedding_dimensions', '<>', model.dimensions),
                ]),
              ),
          ),
        )
        .orderBy('r.created_at')
        .orderBy('r.ordinal')
        .limit(limit)
        .execute();
    },

    /** Whether the source is still Completed in this run (a retrain or deletion since makes it not). */
    async isCompleted(id: string, run: number, tx: Executor<IngestionDatabase> = db): Promise<boolean> {
      const row = await tx
        .selectFrom('ingestion.resources')
        .select('id')
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'Completed')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Sources of a set still processing, for the reconciler to queue again. */
    listProcessing(knowledgeBaseId: string): Promise<ResourceRow[]> {
      return db
        .selectFrom('ingestion.resources')
        .selectAll()
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('status', '=', 'Processing')
        .execute();
    },

    /** Keeps the extracted text for embedding; only while this run is current and still processing. */
    async saveExtracted(
      id: string,
      run: number,
      extracted: { title: string; text: string; language: string },
      validators: { etag: string; lastModified: string } = { etag: '', lastModified: '' },
    ): Promise<boolean> {
      const result = await db
        .updateTable('ingestion.resources')
        .set({
          indexed_title: extracted.title.slice(0, 500),
          content: extracted.text,
          language: extracted.language,
          etag: validators.etag,
          last_modified: validators.lastModified,
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'Processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markFailed(id: string, run: number, failure: SourceFailure): Promise<boolean> {
      const result = await db
        .updateTable('ingestion.resources')
        .set({
          status: 'Failed',
          reason: failure.reason.slice(0, 1000),
          reason_code: failure.code,
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'Processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markCompleted(
      id: string,
      run: number,
      contentHash: string,
      tx: Executor<IngestionDatabase> = db,
      change: 'unchanged' | 'changed' | 'new' = 'new',
    ): Promise<boolean> {
      const result = await tx
        .updateTable('ingestion.resources')
        .set({
          status: 'Completed',
          reason: '',
          reason_code: '',
          content_hash: contentHash,
          missing_syncs: 0,
          sync_change: change,
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .where('run', '=', run)
        .where('status', '=', 'Processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Another completed source of the set with the same content: this page is a duplicate of it. */
    findSameContent(
      knowledgeBaseId: string,
      contentHash: string,
      exceptId: string,
    ): Promise<ResourceRow | undefined> {
      return db
        .selectFrom('ingestion.resources')
        .selectAll()
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('content_hash', '=', contentHash)
        .where('status', '=', 'Completed')
        .where('id', '<>', exceptId)
        .executeTakeFirst();
    },

    /** Texts of other pages of the set, to find lines the site's template repeats on every page. */
    async sampleTexts(knowledgeBaseId: string, exceptId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('ingestion.resources')
        .select('content')
        .where('knowledge_base_id', '=', knowledgeBaseId)
        .where('type', '=', 'URL')
        .where('content', 'is not', null)
        .where('id', '<>', exceptId)
        .orderBy('ordinal')
        .limit(limit)
        .execute();
      return rows.flatMap((row) => (row.content === null ? [] : [row.content]));
    },
  };
}
