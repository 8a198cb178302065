import type { Executor } from '@sitesage/db';
import type { ProjectsDatabase, PurgeOutboxRow } from './database.js';

export type NewPurge = { project_id: string; owner_id: string; queue: string };

export type PurgeOutboxRepository = ReturnType<typeof createPurgeOutboxRepository>;

export function createPurgeOutboxRepository(db: Executor<ProjectsDatabase>) {
  return {
    /** Idempotent: a (project, queue) pair is announced once. */
    async insertPurges(purges: NewPurge[], tx: Executor<ProjectsDatabase> = db): Promise<void> {
      if (purges.length === 0) return;
      await tx
        .insertInto('projects.purge_outbox')
        .values(purges)
        .onConflict((oc) => oc.columns(['project_id', 'queue']).doNothing())
        .execute();
    },

    /** Announcements still to be sent, oldest first (optionally of one project). */
    findUnsent(options: { projectId?: string; limit: number }): Promise<PurgeOutboxRow[]> {
      let query = db.selectFrom('projects.purge_outbox').selectAll().where('sent_at', 'is', null);
      if (options.projectId) query = query.where('project_id', '=', options.projectId);
      return query.orderBy('id').limit(options.limit).execute();
    },

    async markSent(id: string, at: Date): Promise<void> {
      await db
        .updateTable('projects.purge_outbox')
        .set({ sent_at: at })
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}
