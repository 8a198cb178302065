import { sql } from 'kysely';
import type { Executor } from '@sitesage/db';
import type { Theme } from '../domain/projects/theme.fns.js';
import type { NewProjectRow, ProjectRow, ProjectsDatabase } from './database.js';

/** The columns an owner may change (an allow-list: ids, owner, status and timestamps are not here). */
export type ProjectChanges = {
  name?: string;
  description?: string;
  bot_name?: string;
  require_user_details?: boolean;
  bot_welcome_message?: string;
  bot_template_messages?: string;
  site_url?: string;
  allowed_hosts?: string[];
  allow_localhost?: boolean;
  contact_email?: string;
  contact_whatsapp?: string;
};

export type ProjectListQuery = { limit: number; offset: number; search: string };

/** Advisory-lock class of "creating a project for this owner" (the key is hashtext(user_id)). */
const createLockClass = 0x50524f4a; // 'PROJ'

/** `%`, `_` and the escape character itself match literally (backslash is LIKE's default escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;

/** Every read and write is scoped to live rows (deleted_at is null) and, for owner calls, to the owner. */
export function createProjectsRepository(db: Executor<ProjectsDatabase>) {
  return {
    /**
     * Serialises project creation per owner until the transaction ends, so a count followed by an
     * insert cannot race another create of the same owner.
     */
    async lockOwnerForCreate(userId: string, tx: Executor<ProjectsDatabase>): Promise<void> {
      await sql`select pg_advisory_xact_lock(${createLockClass}::int, hashtext(${userId}))`.execute(tx);
    },

    async countLiveProjects(userId: string, tx: Executor<ProjectsDatabase> = db): Promise<number> {
      const { count } = await tx
        .selectFrom('projects.projects')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    insertProject(row: NewProjectRow, tx: Executor<ProjectsDatabase> = db): Promise<ProjectRow> {
      return tx.insertInto('projects.projects').values(row).returningAll().executeTakeFirstOrThrow();
    },

    findProject(
      userId: string,
      id: string,
      tx: Executor<ProjectsDatabase> = db,
    ): Promise<ProjectRow | undefined> {
      return tx
        .selectFrom('projects.projects')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    findPublicProject(projectId: string): Promise<ProjectRow | undefined> {
      return db
        .selectFrom('projects.projects')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async listProjects(
      userId: string,
      { limit, offset, search }: ProjectListQuery,
    ): Promise<{ rows: ProjectRow[]; total: number }> {
      let query = db
        .selectFrom('projects.projects')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null);
      if (search) {
        const pattern = `%${escapeLike(search)}%`;
        query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('site_url', 'ilike', pattern)]));
      }
      const rows = await query
        .selectAll()
        // Newest first; the id breaks ties so pages never overlap.
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { count } = await query
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count) };
    },

    async listProjectIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('projects.projects')
        .select('id')
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Applies the given columns and merges the theme patch into the stored theme in one statement
     * (jsonb ||), so two concurrent patches of different theme fields both survive.
     */
    updateProject(
      userId: string,
      id: string,
      changes: ProjectChanges,
      themePatch: Partial<Theme> = {},
    ): Promise<ProjectRow | undefined> {
      return db
        .updateTable('projects.projects')
        .set({
          ...changes,
          ...(Object.keys(themePatch).length > 0
            ? { theme: sql<string>`theme || ${JSON.stringify(themePatch)}::jsonb` }
            : {}),
          updated_at: sql<Date>`clock_timestamp()`,
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Hides the project from every read; false when the owner has no such live project. */
    async markDeleted(
      userId: string,
      id: string,
      at: Date,
      tx: Executor<ProjectsDatabase> = db,
    ): Promise<boolean> {
      const result = await tx
        .updateTable('projects.projects')
        .set({ deleted_at: at, updated_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Removes a deleted project's row once every purge announcement for it has reached its queue;
     * until then the tombstone stays (the outbox still needs its owner id and time).
     */
    async deletePurgedProject(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('projects.projects')
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('projects.purge_outbox')
                .select('projects.purge_outbox.id')
                .whereRef('projects.purge_outbox.project_id', '=', 'projects.projects.id')
                .where('projects.purge_outbox.sent_at', 'is', null),
            ),
          ),
        )
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
